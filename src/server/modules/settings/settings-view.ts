import { currencyExponent, defaultCurrency, isCurrencyCode } from '../../../domain/shared/currencies';
import { resolveLanguage } from '../../../domain/shared/languages';
import { minorToDecimal } from '../../../domain/shared/money';
import { languageTimeFormat } from '../../../domain/shared/formats';
import type { DeliveryAvailability, Settings } from '../../../domain/settings/settings';
import type { PreferencesRow } from '../../shared/user-preferences';

export interface AccountRow {
  email: string;
  timezone: string;
  currency: string;
}

/** The wire shape: a clock is always named (the language's until one is chosen), amounts as decimals. */
export function toSettings(account: AccountRow, preferences: PreferencesRow, delivery: DeliveryAvailability): Settings {
  const language = resolveLanguage(preferences.language);
  const currency = isCurrencyCode(account.currency) ? account.currency : defaultCurrency;
  const decimal = (minor: bigint | null) => (minor === null ? null : minorToDecimal(minor, currencyExponent(currency)));
  return {
    email: account.email,
    language,
    currency,
    timezone: account.timezone,
    theme: preferences.theme,
    dateFormat: preferences.dateFormat,
    timeFormat: preferences.timeFormat ?? languageTimeFormat(language),
    numberFormat: preferences.numberFormat,
    notifications: preferences.notifications,
    monthlyIncome: decimal(preferences.monthlyIncomeMinor),
    monthlyExpense: decimal(preferences.monthlyExpenseMinor),
    quietHours: preferences.quietHours,
    smsNumber: preferences.smsNumber,
    expenseAlert: preferences.expenseAlertMinor === null ? null : { amount: decimal(preferences.expenseAlertMinor)! },
    delivery,
  };
}
