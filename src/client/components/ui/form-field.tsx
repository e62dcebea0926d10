import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Label } from './label';

type FormFieldProps = {
  label: ReactNode;
  /** Already-translated error text; when set the control is marked invalid and described by it. */
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Extra content placed on the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** A single form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

/** Label + control + hint/error, wired together for screen readers. */
export function FormField({ label, error, hint, id, className, labelAside, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="form-field" className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAside}
      </div>
      <Slot.Root id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot.Root>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
