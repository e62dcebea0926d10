import type { ComponentProps } from 'react';
import { groupExpenseCategories, type GroupExpenseCategory } from '@domain/group-expenses/group-expenses';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

interface ExpenseCategorySelectProps extends TriggerProps {
  value: GroupExpenseCategory;
  onValueChange: (value: GroupExpenseCategory) => void;
}

/** The category each member's share counts in, with the transactions form's labels (`transactions.categories`); the label's id lands on the trigger. */
export function ExpenseCategorySelect({ value, onValueChange, ...trigger }: ExpenseCategorySelectProps) {
  const { t } = useTranslation();
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as GroupExpenseCategory)}>
      <SelectTrigger data-testid="group-expense-category" {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {groupExpenseCategories.map((category) => (
          <SelectItem key={category} value={category}>
            {t(`transactions.categories.${category}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
