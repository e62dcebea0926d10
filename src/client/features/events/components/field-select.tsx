import type { ReactNode } from 'react';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@/components/ui/select';

interface FieldSelectProps {
  /** Given by FormField, so its label names the trigger. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  testId?: string;
  /** The `SelectItem`s. */
  children: ReactNode;
}

/** A select whose trigger takes the field's id and ARIA wiring from FormField. */
export function FieldSelect({ id, value, onValueChange, onBlur, disabled, testId, children, ...aria }: FieldSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} onBlur={onBlur} data-testid={testId} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
  );
}
