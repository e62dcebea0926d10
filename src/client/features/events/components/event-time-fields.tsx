import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { eventFormLimits, timePresets } from '@domain/events/events';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { translateMessage } from '@/lib/translate-message';
import type { EventFormValues } from '../event-form-schema';
import { clampedEnd, formatMinutes, parseTimeText, shiftedEnd, timeText } from '../event-time';

const presetNames = Object.keys(timePresets) as (keyof typeof timePresets)[];

interface TimeRowProps {
  name: 'startTime' | 'endTime';
  minutes: number | null;
  onSlide: (minutes: number) => void;
  /** A complete time typed into the exact input. */
  onType?: (minutes: number) => void;
}

function TimeRow({ name, minutes, onSlide, onType }: TimeRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { register, formState } = useFormContext<EventFormValues>();
  const which = name === 'startTime' ? 'start' : 'end';
  const shown = minutes === null ? '' : formatMinutes(minutes, format.language, format.hour12);
  return (
    <div className="grid gap-2">
      <FormField
        id={`event-${which}-time`}
        label={t(`events.form.${which}Time`)}
        labelAside={<span className="text-sm font-semibold tabular-nums">{shown}</span>}
        error={translateMessage(t, formState.errors[name]?.message) || undefined}
      >
        <Input
          {...register(name, {
            onChange: (event: { target: { value: string } }) => {
              const typed = parseTimeText(event.target.value);
              if (typed !== null) onType?.(typed);
            },
          })}
          type="time"
          step={60}
          className="w-full sm:w-36"
        />
      </FormField>
      <Slider
        min={0}
        max={eventFormLimits.minutesInDay}
        step={eventFormLimits.minuteStep}
        value={[minutes ?? 0]}
        onValueChange={([next]) => onSlide(next ?? 0)}
        thumbLabel={t(`events.form.${which}Slider`)}
        valueText={shown}
      />
    </div>
  );
}

/**
 * Start and end, each a slider in 15-minute steps with an exact time input, plus presets
 * (docs/product/limits.md#event-sliders-and-presets). Moving the start keeps the duration; the end slider stops after the start.
 */
export function EventTimeFields() {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<EventFormValues>();
  const [startText, endText] = useWatch({ control, name: ['startTime', 'endTime'] });
  const start = parseTimeText(startText);
  const end = parseTimeText(endText);
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted } as const;

  const moveStart = (next: number) => {
    const newEnd = shiftedEnd(start ?? eventFormLimits.defaultStartMinutes, end ?? eventFormLimits.defaultEndMinutes, next);
    setValue('startTime', timeText(next), options);
    setValue('endTime', timeText(newEnd), options);
  };
  const moveEnd = (next: number) => setValue('endTime', timeText(clampedEnd(start ?? 0, next)), options);

  // Typing an exact start moves the end with it, as the slider does; a typed end is left as typed.
  const typeStart = (typed: number) => {
    if (start !== null && end !== null) setValue('endTime', timeText(shiftedEnd(start, end, typed)), options);
  };

  return (
    <fieldset className="grid gap-4 rounded-xl border p-4">
      <legend className="px-1 text-sm font-medium">{t('events.form.time')}</legend>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('events.form.timePresets')}>
        {presetNames.map((name) => {
          const preset = timePresets[name];
          const active = start === preset.start && end === preset.end;
          return (
            <Button
              key={name}
              type="button"
              size="sm"
              variant={active ? 'default' : 'outline'}
              aria-pressed={active}
              onClick={() => {
                setValue('startTime', timeText(preset.start), options);
                setValue('endTime', timeText(preset.end), options);
              }}
            >
              {t(`events.form.presets.${name}`)}
            </Button>
          );
        })}
      </div>
      <TimeRow name="startTime" minutes={start} onSlide={moveStart} onType={typeStart} />
      <TimeRow name="endTime" minutes={end} onSlide={moveEnd} />
    </fieldset>
  );
}
