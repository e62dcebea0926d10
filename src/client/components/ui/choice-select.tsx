import type { ComponentProps, ReactNode } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from './select';

type ChoiceSelectProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'> & {
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * A select whose trigger takes the id and aria props, so it can sit inside `FormField` (which
 * hands them to its one child) and be named by the field's label.
 */
export function ChoiceSelect({ value, onValueChange, placeholder, disabled, children, ...trigger }: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}
