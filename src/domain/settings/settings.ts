import { z } from 'zod';
import { currencyCodes } from '../shared/currencies';
import { languageCodes } from '../shared/languages';
import { themes } from '../preferences/preferences';
import { autoNumberFormat, dateFormats, timeFormats } from '../shared/formats';
import { isValidTimeZone } from '../shared/timezone';
import { amountField, decimalAmountSchema } from '../shared/field-schemas';
import { moneyMessages } from '../shared/money';

export const settingsMessages = {
  currency: 'validation.settingsCurrency',
  timezone: 'validation.settingsTimezone',
  language: 'validation.settingsLanguage',
  theme: 'validation.settingsTheme',
  dateFormat: 'validation.settingsDateFormat',
  timeFormat: 'validation.settingsTimeFormat',
  numberFormat: 'validation.settingsNumberFormat',
  monthlyAmount: 'validation.settingsMonthlyAmount',
  notification: 'validation.settingsNotification',
} as const;

/** Region/City names and UTC; offsets such as +05:00 are not zones and would not follow daylight saving. */
const ianaZonePattern = /^(UTC|[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){1,2})$/;

const localeTagPattern = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/** A language-region tag Intl knows (de-DE, en-IN, zh-Hant-TW), in its canonical spelling; null otherwise. */
export function canonicalLocale(tag: string): string | null {
  if (!localeTagPattern.test(tag)) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0 ? canonical : null;
  } catch {
    return null;
  }
}

const toggle = z.boolean({ error: settingsMessages.notification });

export const notificationSettingsSchema = z.object({
  channels: z.object({ email: toggle, push: toggle, sms: toggle }),
  types: z.object({ goalReminders: toggle, eventReminders: toggle, transactionAlerts: toggle }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const defaultNotifications: NotificationSettings = {
  channels: { email: true, push: false, sms: false },
  types: { goalReminders: true, eventReminders: true, transactionAlerts: false },
};

const monthlyAmount = z
  .string({ error: settingsMessages.monthlyAmount })
  .trim()
  .regex(/^\d{1,13}(\.\d+)?$/, settingsMessages.monthlyAmount)
  .nullable()
  .meta({ description: 'Decimal string in the user currency, 0 or more; null clears it', example: '4200.00' });

/** A transaction alert for any single expense above `amount` (the user's currency); null: no alert. */
const expenseAlertInput = z
  .object({ amount: amountField({ required: moneyMessages.invalidAmount }) }, { error: moneyMessages.invalidAmount })
  .strict()
  .nullable()
  .meta({ description: 'Alert on any single expense above this amount in the user currency; null switches the alert off' });

export const settingsSchema = z.object({
  email: z.string(),
  language: z.enum(languageCodes),
  currency: z.enum(currencyCodes),
  timezone: z.string(),
  theme: z.enum(themes),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  numberFormat: z.string(),
  notifications: notificationSettingsSchema,
  monthlyIncome: z.string().nullable(),
  monthlyExpense: z.string().nullable(),
  expenseAlert: z.object({ amount: decimalAmountSchema }).nullable().meta({ description: 'The single-expense alert amount in the user currency; null when off' }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const updateSettingsInput = z
  .object({
    language: z.enum(languageCodes, { error: settingsMessages.language }),
    currency: z.enum(currencyCodes, { error: settingsMessages.currency }),
    timezone: z.string({ error: settingsMessages.timezone }).trim().regex(ianaZonePattern, settingsMessages.timezone).refine(isValidTimeZone, settingsMessages.timezone),
    theme: z.enum(themes, { error: settingsMessages.theme }),
    dateFormat: z.enum(dateFormats, { error: settingsMessages.dateFormat }),
    timeFormat: z.enum(timeFormats, { error: settingsMessages.timeFormat }),
    numberFormat: z
      .string({ error: settingsMessages.numberFormat })
      .trim()
      .refine((value) => value === autoNumberFormat || canonicalLocale(value) !== null, settingsMessages.numberFormat)
      .transform((value) => (value === autoNumberFormat ? value : (canonicalLocale(value) ?? value))),
    notifications: z
      .object({
        channels: notificationSettingsSchema.shape.channels.partial().strict(),
        types: notificationSettingsSchema.shape.types.partial().strict(),
      })
      .partial()
      .strict(),
    monthlyIncome: monthlyAmount,
    monthlyExpense: monthlyAmount,
    expenseAlert: expenseAlertInput,
  })
  .partial()
  .strict();
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

/** Stored notification choices with a partial change laid over them. */
export function mergeNotifications(current: NotificationSettings, change: UpdateSettingsInput['notifications']): NotificationSettings {
  return {
    channels: { ...current.channels, ...change?.channels },
    types: { ...current.types, ...change?.types },
  };
}
