import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@domain/shared/dates';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { translateMessage } from '@/lib/translate-message';
import type { EventFormValues } from '../event-form-schema';

/** The "All day" switch: a birthday or a trip takes days, not hours. */
export function EventAllDaySwitch() {
  const { t } = useTranslation();
  const { control, setValue, getValues, formState } = useFormContext<EventFormValues>();
  const allDay = useWatch({ control, name: 'allDay' });
  const toggle = (checked: boolean) => {
    const { date, endDate } = getValues();
    // Turned on, the event lasts at least its own day.
    if (checked && isIsoDate(date) && !(isIsoDate(endDate) && endDate >= date)) setValue('endDate', date, { shouldDirty: true });
    setValue('allDay', checked, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border p-4">
      <div className="grid gap-0.5">
        <Label htmlFor="event-all-day">{t('events.form.allDay')}</Label>
        <p className="text-xs text-muted-foreground">{t('events.form.allDayHint')}</p>
      </div>
      <Switch id="event-all-day" checked={allDay} onCheckedChange={toggle} data-testid="event-all-day" />
    </div>
  );
}

/** An all-day event's last day (included), in place of the times. */
export function EventEndDateField() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<EventFormValues>();
  return (
    <FormField id="event-end-date" label={t('events.form.endDate')} hint={t('events.form.endDateHint')} error={translateMessage(t, formState.errors.endDate?.message) || undefined}>
      <Input {...register('endDate')} type="date" className="w-full sm:w-auto" />
    </FormField>
  );
}
