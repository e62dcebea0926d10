import { says } from './errors';

/**
 * Currencies a user can choose (docs/product/entities.md#currencies) with the number of decimals an amount may carry.
 * The table is explicit rather than read from Intl: stored minor units depend on it, so it must
 * not change with the runtime's ICU data. IDR and VND are written without decimals in practice
 * (ISO 4217 still lists two for IDR), and amounts in them are whole numbers here.
 */
export const currencyExponents = {
  USD: 2,
  THB: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  INR: 2,
  BRL: 2,
  MXN: 2,
  IDR: 0,
  VND: 0,
  PHP: 2,
  MYR: 2,
  TRY: 2,
  CAD: 2,
  AUD: 2,
} as const;

export type CurrencyCode = keyof typeof currencyExponents;

export const currencyCodes = Object.keys(currencyExponents) as [CurrencyCode, ...CurrencyCode[]];

export const defaultCurrency: CurrencyCode = 'USD';

/** The most decimals any supported currency allows. */
export const maxCurrencyExponent = Math.max(...Object.values(currencyExponents));

/**
 * Quantities of crypto assets are not money in a currency: they carry up to 18 decimals (the
 * smallest unit of Ether) and are kept as integers of 10^-18 of a coin.
 */
export const quantityScale = 18;

export const currencyMessages = {
  unknown: 'messages.unknownCurrency',
} as const;

export class UnknownCurrencyError extends Error {
  constructor(readonly currency: string) {
    // A programming error, not a user's. Like every thrown error it names its catalogue text
    // (`says`); logs and answers write that out in English (inEnglish in ./message-text).
    super(says(currencyMessages.unknown, { currency }));
    this.name = 'UnknownCurrencyError';
  }
}

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(currencyExponents, value);
}

/** Decimals of a supported currency; any other code is a programming or data error, never a guess. */
export function currencyExponent(currency: string): number {
  if (!isCurrencyCode(currency)) throw new UnknownCurrencyError(currency);
  return currencyExponents[currency];
}
