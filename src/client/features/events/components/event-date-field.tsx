import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { daysBetween, isIsoDate, type IsoDate } from '@domain/shared/dates';
import { datePresets, eventFormLimits } from '@domain/events/events';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { translateMessage } from '@/lib/translate-message';
import type { EventFormValues } from '../event-form-schema';
import { dateAtOffset, dayOffsetFor } from '../event-time';

const presetNames = Object.keys(datePresets) as (keyof typeof datePresets)[];

/** The event's day: a slider over the next 365 days, presets, and a date input for any other day (docs/product/limits.md#event-sliders-and-presets). */
export function EventDateField({ today }: { today: IsoDate }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { control, setValue, register, formState } = useFormContext<EventFormValues>();
  const date = useWatch({ control, name: 'date' });
  const valid = isIsoDate(date);
  const offset = dayOffsetFor(date, today);
  const setDate = (next: IsoDate) => setValue('date', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const longDate = valid ? format.calendarFormat({ dateStyle: 'full' })(date) : '';
  const relative = valid ? new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(daysBetween(today, date), 'day') : '';

  return (
    <fieldset className="grid gap-3 rounded-xl border p-4">
      <legend className="px-1 text-sm font-medium">{t('events.form.day')}</legend>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1" data-testid="event-date-label" aria-live="polite">
        <span className="font-semibold">{longDate || t('messages.invalidDate')}</span>
        {relative ? <span className="text-sm text-muted-foreground">{relative}</span> : null}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('events.form.datePresets')}>
        {presetNames.map((name) => {
          const target = dateAtOffset(today, datePresets[name]);
          return (
            <Button key={name} type="button" size="sm" variant={date === target ? 'default' : 'outline'} aria-pressed={date === target} onClick={() => setDate(target)}>
              {t(`events.form.presets.${name}`)}
            </Button>
          );
        })}
      </div>
      <Slider
        min={0}
        max={eventFormLimits.maxDayOffset}
        step={1}
        value={[offset]}
        onValueChange={([next]) => setDate(dateAtOffset(today, next ?? 0))}
        thumbLabel={t('events.form.dateSlider')}
        valueText={longDate}
      />
      <FormField id="event-date" label={t('events.form.date')} error={translateMessage(t, formState.errors.date?.message) || undefined}>
        <Input {...register('date')} type="date" className="w-full sm:w-auto" />
      </FormField>
    </fieldset>
  );
}
