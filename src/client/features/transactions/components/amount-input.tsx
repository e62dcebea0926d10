import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type AmountInputProps = ComponentProps<'input'> & { currency?: string };

/** A large amount field with the currency code inside it; id and aria props land on the input itself. */
export function AmountInput({ currency, className, ...props }: AmountInputProps) {
  return (
    <div className="relative">
      {currency ? <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm font-medium text-muted-foreground">{currency}</span> : null}
      <Input type="text" inputMode="decimal" autoComplete="off" className={cn('h-12 text-lg font-semibold tabular-nums md:text-lg', currency && 'ps-14', className)} {...props} />
    </div>
  );
}
