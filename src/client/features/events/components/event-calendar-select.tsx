import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { SelectItem } from '@/components/ui/select';
import { eventColorStyle } from '@/lib/event-color';
import { translateMessage } from '@/lib/translate-message';
import { useEventGroups, type EventGroup } from '../api';
import { personalCalendar, type EventFormValues } from '../event-form-schema';
import { FieldSelect } from './field-select';

function Swatch({ group }: { group: Pick<EventGroup, 'color'> | null }) {
  return <span aria-hidden className="size-3 shrink-0 rounded-full bg-(--event-color)" style={eventColorStyle(group)} />;
}

/**
 * Personal, or one of the user's active groups. The group an edited event already belongs to
 * stays listed (archived, or not in the list yet) so the form shows the truth.
 */
export function EventCalendarSelect({ currentGroup }: { currentGroup?: { id: string; name: string; color: string } | null }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<EventFormValues>();
  const groups = useEventGroups();

  return (
    <Controller
      control={control}
      name="calendar"
      render={({ field }) => {
        const offered = (groups.data ?? []).filter((group) => group.status === 'active' || group.id === field.value);
        const unknownGroup = field.value !== personalCalendar && !offered.some((group) => group.id === field.value);
        return (
          <FormField id="event-calendar" label={t('events.form.calendar')} error={translateMessage(t, formState.errors.calendar?.message) || undefined}>
            <FieldSelect value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} disabled={groups.isPending} testId="event-calendar-select">
              <SelectItem value={personalCalendar}>
                <Swatch group={null} />
                {t('events.personal')}
              </SelectItem>
              {unknownGroup ? (
                <SelectItem value={field.value}>
                  <Swatch group={currentGroup?.id === field.value ? currentGroup : null} />
                  {currentGroup?.id === field.value ? currentGroup.name : t('events.form.currentGroup')}
                </SelectItem>
              ) : null}
              {offered.map((group) => (
                <SelectItem key={group.id} value={group.id}>
                  <Swatch group={group} />
                  {group.name}
                </SelectItem>
              ))}
            </FieldSelect>
          </FormField>
        );
      }}
    />
  );
}
