import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

type SpinnerProps = ComponentProps<'svg'> & { label?: string };

/** A spinning ring; give it a `label` when it is the only sign of progress on screen. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <Loader2
      data-slot="spinner"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', className)}
      {...props}
    />
  );
}
