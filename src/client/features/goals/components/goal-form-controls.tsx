import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { goalPriorities } from '@domain/categories/categories';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { cn } from '@/lib/utils';
import { categoryLook, formCategoryOptions } from '../goal-categories';
import { currencySymbol } from '../use-goal-currency';

type AmountInputProps = ComponentProps<'input'> & { currency: string | null };

/** A decimal text field (never a float): the keyboard shows digits, the currency sits at the start. */
export function AmountInput({ currency, className, ...props }: AmountInputProps) {
  const { numberLocale } = useFormat();
  const symbol = currency ? currencySymbol(currency, numberLocale) : null;
  return (
    <div className="relative">
      {symbol ? (
        <span aria-hidden className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm text-muted-foreground">
          {symbol}
        </span>
      ) : null}
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        className={cn('tabular-nums rtl:text-end', symbol && (symbol.length > 1 ? 'ps-11' : 'ps-7'), className)}
        {...props}
      />
    </div>
  );
}

interface CategorySelectProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function CategorySelect({ id, value, onChange, onBlur, ...aria }: CategorySelectProps) {
  const { t } = useTranslation();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} onBlur={onBlur} data-testid="goal-category-select" {...aria}>
        <SelectValue placeholder={t('goals.form.categoryPlaceholder')} />
      </SelectTrigger>
      <SelectContent>
        {formCategoryOptions(value).map((category) => {
          const look = categoryLook(category);
          return (
            <SelectItem key={category} value={category}>
              <span className={cn('flex size-6 items-center justify-center rounded-md', look.tone)}>
                <look.icon className="size-3.5" aria-hidden />
              </span>
              {t(`goals.categories.${category}`)}
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}

interface PriorityPickerProps {
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
}

const priorityDots: Record<string, string> = { low: 'bg-sky-500', medium: 'bg-amber-500', high: 'bg-rose-500' };

export function PriorityPicker({ value, onChange, labelledBy }: PriorityPickerProps) {
  const { t } = useTranslation();
  return (
    <ToggleGroup
      type="single"
      value={value}
      onValueChange={(next) => {
        // A priority is always set: clicking the chosen one again keeps it.
        if (next) onChange(next);
      }}
      aria-labelledby={labelledBy}
      className="grid w-full grid-cols-3"
    >
      {goalPriorities.map((priority) => (
        <ToggleGroupItem key={priority} value={priority} data-testid={`goal-priority-${priority}`}>
          <span aria-hidden className={cn('size-2 rounded-full', priorityDots[priority])} />
          {t(`goals.priority.${priority}`)}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
