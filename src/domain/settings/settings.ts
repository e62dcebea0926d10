import { z } from 'zod';
import { currencyCodes } from '../shared/currencies';
import { languageCodes } from '../shared/languages';
import { themes } from '../preferences/preferences';
import { autoNumberFormat, dateFormats, timeFormats } from '../shared/formats';
import { isValidTimeZone } from '../shared/timezone';
import { amountField, decimalAmountSchema } from '../shared/field-schemas';
import { moneyMessages } from '../shared/money';
import { quietTimePattern } from '../notifications/quiet-hours';

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
  quietHours: 'validation.settingsQuietHours',
  smsNumber: 'validation.settingsSmsNumber',
} as const;

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
const e164Pattern = /^\+[1-9]\d{6,14}$/;

/** Spaces, dashes, dots and brackets people type are dropped; what is left must be E.164. */
export function normaliseSmsNumber(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function isE164(value: string): boolean {
  return e164Pattern.test(normaliseSmsNumber(value));
}

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

const quietTime = z.string({ error: settingsMessages.quietHours }).regex(quietTimePattern, settingsMessages.quietHours);

export const quietHoursSchema = z
  .object({ start: quietTime, end: quietTime })
  .strict()
  .refine((window) => window.start !== window.end, settingsMessages.quietHours)
  .meta({ description: 'No e-mail, push or SMS between these local times (HH:MM in the user’s time zone); may cross midnight', example: { start: '22:00', end: '07:00' } });

/** Which outside channels this server can use: e-mail needs SMTP_URL, SMS needs SMS_WEBHOOK_URL. */
export const deliverySchema = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });
export type DeliveryAvailability = z.infer<typeof deliverySchema>;

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
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  smsNumber: z.string().nullable(),
  delivery: deliverySchema,
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
    quietHours: quietHoursSchema.nullable(),
    smsNumber: z
      .string({ error: settingsMessages.smsNumber })
      .max(40, settingsMessages.smsNumber)
      .transform(normaliseSmsNumber)
      .refine((value) => e164Pattern.test(value), settingsMessages.smsNumber)
      .nullable()
      .meta({ description: 'Where SMS notifications go, in E.164 form; null removes it', example: '+15551234567' }),
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
