import type { ReactNode } from 'react';
import { Switch } from '@/components/ui/switch';

/** A labelled switch in a list, with an optional hint and content under it (a device button, a number field). */
export function ToggleRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <li className="grid gap-3 py-3">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {hint ? (
            <p className="mt-0.5 text-sm text-muted-foreground" data-testid={`${id}-hint`}>
              {hint}
            </p>
          ) : null}
        </div>
        <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} data-testid={id} />
      </div>
      {children}
    </li>
  );
}
