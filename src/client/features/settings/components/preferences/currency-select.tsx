import { useTranslation } from 'react-i18next';
import { currencyCodes, type CurrencyCode } from '@domain/currencies';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames(language, { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function CurrencySelect({ value, onChange, disabled }: { value: CurrencyCode; onChange: (code: CurrencyCode) => void; disabled?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(code) => {
        const chosen = currencyCodes.find((candidate) => candidate === code);
        if (chosen) onChange(chosen);
      }}
    >
      <SelectTrigger aria-labelledby="currency-label" className="w-full sm:w-60" data-testid="settings-currency">
        <SelectValue>
          <span className="font-medium tabular-nums">{value}</span>
          <span className="truncate text-muted-foreground">{currencyName(value, i18n.language)}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {currencyCodes.map((code) => (
          <SelectItem key={code} value={code}>
            <span className="w-10 font-medium tabular-nums">{code}</span>
            <span className="text-muted-foreground">{currencyName(code, i18n.language)}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
