import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FormPerson } from './expense-form-schema';
import { useNames } from './people';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

interface PayerSelectProps extends TriggerProps {
  people: readonly FormPerson[];
  value: string;
  onValueChange: (value: string) => void;
}

/** Who paid; the label's id and error state land on the trigger, where the label points. */
export function PayerSelect({ people, value, onValueChange, ...trigger }: PayerSelectProps) {
  const { t } = useTranslation();
  const { name } = useNames();
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger data-testid="group-expense-paid-by" {...trigger}>
        <SelectValue placeholder={t('groupExpenses.form.paidByPlaceholder')} />
      </SelectTrigger>
      <SelectContent>
        {people.map((person) => (
          <SelectItem key={person.userId} value={person.userId}>
            {name(person)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
