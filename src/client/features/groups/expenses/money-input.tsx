import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type MoneyInputProps = ComponentProps<'input'> & { currency: string };

/** An amount field with the group currency's code inside it; id and aria props land on the input. */
export function MoneyInput({ currency, className, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm font-medium text-muted-foreground">{currency}</span>
      <Input type="text" inputMode="decimal" autoComplete="off" className={cn('ps-14 tabular-nums', className)} {...props} />
    </div>
  );
}
