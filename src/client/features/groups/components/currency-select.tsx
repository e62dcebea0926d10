import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@domain/currencies';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { currencyName } from '@/lib/format';

/** Stands for "the creator's own currency", which the server fills in. */
export const usualCurrency = 'usual';

interface CurrencySelectProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Offers "your usual currency" first (new groups). */
  offerUsual: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function CurrencySelect({ id, value, onChange, offerUsual, ...aria }: CurrencySelectProps) {
  const { t, i18n } = useTranslation();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} data-testid="group-form-currency" {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {offerUsual ? <SelectItem value={usualCurrency}>{t('groups.form.currencyUsual')}</SelectItem> : null}
        {currencyCodes.map((code) => (
          <SelectItem key={code} value={code}>
            <span className="font-medium tabular-nums">{code}</span>
            <span className="text-muted-foreground">{currencyName(code, i18n.language)}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
