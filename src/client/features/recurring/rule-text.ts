import type { TFunction } from 'i18next';
import { choiceFromRule } from '@domain/recurring/recurring';

/** A weekday's name (0 Sunday … 6 Saturday) in the interface language. */
export function weekdayName(weekday: number, language: string): string {
  // 2026-03-01 is a Sunday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 1 + weekday)));
}

function monthDayName(month: number, day: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2028, month - 1, day)));
}

/** How often a schedule repeats, in words: "Monthly on day 15", "Every 2 weeks on Friday". */
export function describeRule(t: TFunction, language: string, rule: string, startsOn: string): string {
  const choice = choiceFromRule(rule, startsOn);
  switch (choice.kind) {
    case 'weekly':
      return t(choice.interval === 2 ? 'recurring.rule.biweekly' : 'recurring.rule.weekly', { weekday: weekdayName(choice.weekday, language) });
    case 'monthlyDay':
      return t('recurring.rule.monthlyDay', { day: choice.day });
    case 'lastWorkingDay':
      return t('recurring.rule.lastWorkingDay');
    case 'yearly':
      return t('recurring.rule.yearly', { date: monthDayName(choice.month, choice.day, language) });
    case 'custom':
      return t('recurring.rule.custom', { rule: choice.rule });
  }
}
