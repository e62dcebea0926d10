import { ArrowDownLeftIcon, ArrowLeftRightIcon, ArrowUpRightIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { transactionTypes, type TransactionType } from '@domain/categories/categories';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';

export const typeIcons: Record<TransactionType, LucideIcon> = {
  income: ArrowDownLeftIcon,
  expense: ArrowUpRightIcon,
  transfer: ArrowLeftRightIcon,
};

const selectedTone: Record<TransactionType, string> = {
  income: 'data-[state=on]:text-success',
  expense: 'data-[state=on]:text-destructive',
  transfer: 'data-[state=on]:text-chart-4',
};

interface TypeToggleProps {
  value: TransactionType;
  onChange: (type: TransactionType) => void;
  id?: string;
  className?: string;
}

/** Income / expense / transfer as a segmented control; one is always selected. */
export function TypeToggle({ value, onChange, id, className }: TypeToggleProps) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      id={id}
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next) onChange(next as TransactionType);
      }}
      aria-label={t('transactions.fields.type')}
      className={cn('grid w-full grid-cols-3', className)}
    >
      {transactionTypes.map((type) => {
        const Icon = typeIcons[type];
        return (
          <ToggleGroupItem key={type} value={type} data-testid={`transaction-type-${type}`} className={cn('h-10', selectedTone[type])}>
            <Icon aria-hidden />
            {t(`transactions.types.${type}`)}
          </ToggleGroupItem>
        );
      })}
    </ToggleGroup>
  );
}
