import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { parseRecurrence } from './recurrence';

/** "Repeats weekly, 10 times" in the user's language; null for an event that does not repeat. */
export function useRecurrenceText(rule: string | null): string | null {
  const { t } = useTranslation();
  const format = useFormat();
  if (!rule) return null;
  const choice = parseRecurrence(rule, format.timeZone);
  if (!choice) return t('events.repeats.custom');
  const frequency = t(`events.repeats.${choice.frequency}`);
  if (choice.end === 'after' && choice.count) return t('events.repeats.times', { frequency, count: choice.count });
  if (choice.end === 'on' && choice.until) return t('events.repeats.until', { frequency, date: format.date(choice.until) });
  return frequency;
}
