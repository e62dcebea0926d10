import type { ComponentProps } from 'react';
import { currencyCodes } from '@domain/currencies';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

/** One of the fifteen currencies, shown by code. */
export function CurrencySelect({ value, onValueChange, ...trigger }: TriggerProps & { value: string; onValueChange: (code: string) => void }) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {currencyCodes.map((code) => (
          <SelectItem key={code} value={code}>
            {code}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
