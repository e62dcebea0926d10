import { useTranslation } from 'react-i18next';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SplitMode } from '@domain/groups/groups';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { GroupExpensePayload } from './api';
import type { ExpenseFormValues, FormPerson } from './expense-form-schema';
import { useGroupMoney, useNames } from './people';

interface SplitMemberRowProps {
  form: UseFormReturn<ExpenseFormValues, unknown, GroupExpensePayload>;
  index: number;
  person: FormPerson;
  mode: SplitMode;
  currency: string;
  /** Their share as worked out so far, in minor units. */
  shareMinor: bigint | undefined;
}

const suffix: Partial<Record<SplitMode, string>> = { percent: '%' };

export function SplitMemberRow({ form, index, person, mode, currency, shareMinor }: SplitMemberRowProps) {
  const { t } = useTranslation();
  const { name } = useNames();
  const money = useGroupMoney(currency);
  const included = form.watch(`members.${index}.included`);
  const who = name(person);
  const checkboxId = `split-${mode}-${person.userId}`;
  return (
    <li className="flex items-center gap-3 px-3 py-2" data-testid={`split-member-${person.userId}`}>
      <Controller
        control={form.control}
        name={`members.${index}.included`}
        render={({ field }) => (
          <Checkbox
            id={checkboxId}
            checked={field.value}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              form.clearErrors('members');
            }}
            aria-label={t('groupExpenses.form.include', { name: who })}
          />
        )}
      />
      <label htmlFor={checkboxId} className={cn('min-w-0 flex-1 truncate text-sm', !included && 'text-muted-foreground line-through')}>
        {who}
      </label>
      {mode === 'equal' ? null : (
        <div className={cn('relative shrink-0', mode === 'exact' ? 'w-28' : 'w-20')}>
          {mode === 'exact' ? <span className="pointer-events-none absolute inset-y-0 start-2 flex items-center text-xs text-muted-foreground">{currency}</span> : null}
          <Input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            disabled={!included}
            aria-label={t(`groupExpenses.form.value.${mode}`, { name: who })}
            className={cn('h-9 text-end tabular-nums', mode === 'exact' && 'ps-10', suffix[mode] && 'pe-6')}
            data-testid={`split-value-${person.userId}`}
            {...form.register(`members.${index}.${mode}`, { onChange: () => form.clearErrors('members') })}
          />
          {suffix[mode] ? <span className="pointer-events-none absolute inset-y-0 end-2 flex items-center text-xs text-muted-foreground">{suffix[mode]}</span> : null}
        </div>
      )}
      <span className="w-20 shrink-0 text-end text-sm tabular-nums text-muted-foreground" data-testid={`split-share-${person.userId}`}>
        {included && shareMinor !== undefined ? money(shareMinor) : '—'}
      </span>
    </li>
  );
}
