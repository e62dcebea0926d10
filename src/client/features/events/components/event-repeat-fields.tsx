import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { translateMessage } from '@/lib/translate-message';
import type { EventFormValues } from '../event-form-schema';
import { FieldSelect } from './field-select';
import { maxRepeatCount, repeatEnds, repeatFrequencies, type RepeatEnd, type RepeatFrequency } from '../recurrence';

/** Never, daily, weekly, monthly or yearly, ending never, on a date or after a number of times. */
export function EventRepeatFields() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<EventFormValues>();
  const [repeat, repeatEnd, customRule] = useWatch({ control, name: ['repeat', 'repeatEnd', 'customRule'] });
  const message = (text: string | undefined) => translateMessage(t, text) || undefined;
  const frequencies: RepeatFrequency[] = customRule ? [...repeatFrequencies, 'custom'] : [...repeatFrequencies];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="repeat"
        render={({ field }) => (
          <FormField id="event-repeat" label={t('events.form.repeat')}>
            <FieldSelect value={field.value} onValueChange={(value) => field.onChange(value as RepeatFrequency)} onBlur={field.onBlur} testId="event-repeat-select">
              {frequencies.map((frequency) => (
                <SelectItem key={frequency} value={frequency}>
                  {t(`events.repeat.${frequency}`)}
                </SelectItem>
              ))}
            </FieldSelect>
          </FormField>
        )}
      />
      {repeat === 'custom' ? (
        <p className="self-end rounded-lg bg-muted px-3 py-2 text-xs break-all text-muted-foreground" dir="ltr">
          {customRule}
        </p>
      ) : repeat !== 'never' ? (
        <Controller
          control={control}
          name="repeatEnd"
          render={({ field }) => (
            <FormField id="event-repeat-end" label={t('events.form.repeatEnd')}>
              <FieldSelect value={field.value} onValueChange={(value) => field.onChange(value as RepeatEnd)} onBlur={field.onBlur} testId="event-repeat-end-select">
                {repeatEnds.map((end) => (
                  <SelectItem key={end} value={end}>
                    {t(`events.repeatEnd.${end}`)}
                  </SelectItem>
                ))}
              </FieldSelect>
            </FormField>
          )}
        />
      ) : null}
      {repeat !== 'never' && repeat !== 'custom' && repeatEnd === 'on' ? (
        <FormField id="event-repeat-until" label={t('events.form.repeatUntil')} error={message(formState.errors.repeatUntil?.message)}>
          <Input {...register('repeatUntil')} type="date" />
        </FormField>
      ) : null}
      {repeat !== 'never' && repeat !== 'custom' && repeatEnd === 'after' ? (
        <FormField id="event-repeat-count" label={t('events.form.repeatCount')} error={message(formState.errors.repeatCount?.message)}>
          <Input {...register('repeatCount')} type="number" inputMode="numeric" min={1} max={maxRepeatCount} step={1} />
        </FormField>
      ) : null}
    </div>
  );
}
