import type { ComponentProps } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useCurrentUser } from '@/lib/session';
import { translateMessage } from '@/lib/translate-message';
import { useEventGroups, useGroupMembers } from '../api';
import { personalCalendar, type EventFormValues } from '../event-form-schema';
import { personName } from '../event-format';
import { FieldSelect } from './field-select';

/** The amount with the group's currency inside the field; FormField's id and ARIA land on the input. */
function CurrencyInput({ currency, ...props }: ComponentProps<'input'> & { currency: string | undefined }) {
  return (
    <div className="relative">
      {currency ? <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-sm font-medium text-muted-foreground">{currency}</span> : null}
      <Input type="text" inputMode="decimal" autoComplete="off" className={currency ? 'ps-14 tabular-nums' : 'tabular-nums'} {...props} />
    </div>
  );
}

/** Who pays nobody else is named: the event's creator (the signed-in user on a new event). */
const creatorChoice = 'creator';

/**
 * A group event's cost: the amount in the group's currency, shared as a total or paid by each
 * person going, and the member who pays the bill. Personal events have no cost, so nothing shows.
 */
export function EventCostFields({ creatorId }: { creatorId?: string }) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const calendar = useWatch({ control, name: 'calendar' });
  const groupId = calendar === personalCalendar ? null : calendar;
  const groups = useEventGroups();
  const members = useGroupMembers(groupId);
  const me = useCurrentUser();
  if (!groupId) return null;
  const currency = groups.data?.find((group) => group.id === groupId)?.currency;
  const creator = creatorId ?? me.data?.id;
  const creatorMember = members.data?.find((member) => member.userId === creator);
  const creatorLabel =
    creator === me.data?.id ? t('events.cost.paidByMe') : creatorMember ? t('events.cost.paidByOrganiser', { name: personName(creatorMember) }) : t('events.cost.paidByCreator');

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border p-4" data-testid="event-cost-fields">
      <legend className="px-1 text-sm font-medium">{t('events.cost.title')}</legend>
      <FormField
        id="event-cost-amount"
        label={
          <>
            {t('events.cost.amount')} <span className="font-normal text-muted-foreground">{t('events.form.optional')}</span>
          </>
        }
        hint={t('events.cost.amountHint')}
        error={translateMessage(t, formState.errors.costAmount?.message) || undefined}
      >
        <CurrencyInput {...register('costAmount')} currency={currency} placeholder="0.00" data-testid="event-cost-amount" />
      </FormField>
      <Controller
        control={control}
        name="costPerPerson"
        render={({ field }) => (
          <div className="grid gap-2">
            <span id="event-cost-split-label" className="text-sm font-medium">
              {t('events.cost.split')}
            </span>
            <ToggleGroup
              type="single"
              variant="outline"
              value={field.value ? 'perPerson' : 'total'}
              onValueChange={(next) => {
                if (next) field.onChange(next === 'perPerson');
              }}
              aria-labelledby="event-cost-split-label"
              className="grid w-full grid-cols-2"
              data-testid="event-cost-mode"
            >
              <ToggleGroupItem value="total" data-testid="event-cost-split-total" className="h-auto min-h-9 px-2 py-1.5 whitespace-normal">
                {t('events.cost.splitTotal')}
              </ToggleGroupItem>
              <ToggleGroupItem value="perPerson" data-testid="event-cost-per-person" className="h-auto min-h-9 px-2 py-1.5 whitespace-normal">
                {t('events.cost.perPerson')}
              </ToggleGroupItem>
            </ToggleGroup>
          </div>
        )}
      />
      <Controller
        control={control}
        name="costPaidBy"
        render={({ field }) => (
          <FormField id="event-cost-paid-by" label={t('events.cost.paidBy')}>
            <FieldSelect
              value={field.value || creatorChoice}
              onValueChange={(next) => field.onChange(next === creatorChoice ? '' : next)}
              onBlur={field.onBlur}
              disabled={members.isPending}
              testId="event-cost-paid-by"
            >
              <SelectItem value={creatorChoice}>{creatorLabel}</SelectItem>
              {(members.data ?? [])
                .filter((member) => member.userId !== creator)
                .map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {personName(member)}
                  </SelectItem>
                ))}
              {field.value && !(members.data ?? []).some((member) => member.userId === field.value) ? (
                <SelectItem value={field.value}>{t('events.cost.paidByOther')}</SelectItem>
              ) : null}
            </FieldSelect>
          </FormField>
        )}
      />
    </fieldset>
  );
}
