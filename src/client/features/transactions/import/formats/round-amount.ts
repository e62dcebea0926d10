import { fractionDigits } from '@domain/shared/money';

/**
 * An unsigned decimal rounded half to even to `digits` decimals (the currency's minor unit):
 * "30.005" → "30.00", "30.015" → "30.02". Banks that write 3–4 decimals mean a cent amount,
 * and half-even does not drift upwards over many lines. Trailing zeros are dropped.
 */
export function roundHalfEven(decimal: string, digits: number): string {
  if (fractionDigits(decimal) <= digits) return decimal;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const scaled = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const rest = fraction.slice(digits);
  const half = `5${'0'.repeat(rest.length - 1)}`;
  const up = rest > half || (rest === half && scaled % 2n === 1n);
  const text = (up ? scaled + 1n : scaled).toString().padStart(digits + 1, '0');
  const rounded = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
  return rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
}
