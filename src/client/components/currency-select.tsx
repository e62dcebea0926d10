import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@domain/shared/currencies';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { currencyName } from '@/lib/format';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

interface CurrencySelectProps extends TriggerProps {
  value: string;
  onValueChange: (code: string) => void;
  /** Writes each currency's name in the interface language beside its code. */
  withNames?: boolean;
  /** A choice offered before the currencies that stands for none of them (e.g. "my usual currency"). */
  firstOption?: { value: string; label: ReactNode };
}

/** One of the fifteen currencies, shown by code (and name). */
export function CurrencySelect({ value, onValueChange, withNames = false, firstOption, disabled, ...trigger }: CurrencySelectProps) {
  const { i18n } = useTranslation();
  const name = (code: string) => currencyName(code, i18n.language);
  const showsFirstOption = firstOption !== undefined && value === firstOption.value;
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        {withNames && !showsFirstOption ? (
          <SelectValue>
            <span className="font-medium tabular-nums">{value}</span>
            <span className="truncate text-muted-foreground">{name(value)}</span>
          </SelectValue>
        ) : (
          <SelectValue />
        )}
      </SelectTrigger>
      <SelectContent>
        {firstOption ? <SelectItem value={firstOption.value}>{firstOption.label}</SelectItem> : null}
        {currencyCodes.map((code) => (
          <SelectItem key={code} value={code}>
            {withNames ? (
              <>
                <span className="w-10 font-medium tabular-nums">{code}</span>
                <span className="text-muted-foreground">{name(code)}</span>
              </>
            ) : (
              code
            )}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
