import { eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../domain/shared/errors';
import { amountProblem, moneyMessages, toMinor } from '../../../domain/shared/money';
import { isCurrencyCode } from '../../../domain/shared/currencies';
import { mergeNotifications, settingsMessages, type DeliveryAvailability, type Settings, type UpdateSettingsInput } from '../../../domain/settings/settings';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, unauthenticated } from '../../http/app-error';
import { readPreferences, writePreferences, type PreferencesChanges } from '../../shared/user-preferences';
import { moveBaseCurrency } from '../../shared/base-currency';
import { minorOrFail } from '../../shared/owner-settings';
import { toSettings } from './settings-view';

const accountColumns = { email: users.email, timezone: users.timezone, currency: users.currency };

export async function getSettings(db: Database, userId: string, delivery: DeliveryAvailability): Promise<Settings> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  if (!account) throw unauthenticated();
  return toSettings(account, await readPreferences(db, userId), delivery);
}

type MonthlyField = 'monthlyIncome' | 'monthlyExpense';

/** Monthly amounts in minor units of the currency the account will have; every bad one is named. */
function monthlyMinor(input: UpdateSettingsInput, currency: string): Partial<Record<MonthlyField, bigint | null>> {
  const values: Partial<Record<MonthlyField, bigint | null>> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of ['monthlyIncome', 'monthlyExpense'] as const) {
    const decimal = input[field];
    if (decimal === undefined) continue;
    if (decimal === null) {
      values[field] = null;
      continue;
    }
    const problem = amountProblem(decimal, currency);
    const minor = problem ? null : toMinor(decimal, currency);
    if (minor === null || minor < 0n) fieldErrors[field] = problem ?? settingsMessages.monthlyAmount;
    else values[field] = minor;
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError(400, errorCodes.validation, first, fieldErrors);
  return values;
}

/** The alert amount in minor units of the currency the account will have; null switches it off. */
function expenseAlertMinor(input: UpdateSettingsInput, currency: string): bigint | null | undefined {
  if (input.expenseAlert === undefined || input.expenseAlert === null) return input.expenseAlert;
  return minorOrFail(input.expenseAlert.amount, currency, 'expenseAlert.amount', moneyMessages.invalidAmount);
}

/** Applies any subset of the settings in one transaction: a bad value saves nothing. */
export async function updateSettings(db: Database, userId: string, input: UpdateSettingsInput, delivery: DeliveryAvailability): Promise<Settings> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select(accountColumns).from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw unauthenticated();
    const currency = input.currency ?? account.currency;
    const monthly = monthlyMinor(input, currency);
    const alertMinor = expenseAlertMinor(input, currency);

    // A currency chosen here keeps the figures and changes their label; converting at a rate goes
    // through POST /api/settings/currency, which the settings screen's currency dialog offers.
    if (input.currency && input.currency !== account.currency && isCurrencyCode(account.currency)) {
      await moveBaseCurrency(tx, userId, account.currency, input.currency, null);
    }
    if (input.timezone && input.timezone !== account.timezone) {
      await tx
        .update(users)
        .set({ timezone: input.timezone, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    }

    const current = await readPreferences(tx, userId);
    const changes: PreferencesChanges = {};
    if (input.language) changes.language = input.language;
    if (input.theme) changes.theme = input.theme;
    if (input.dateFormat) changes.dateFormat = input.dateFormat;
    if (input.timeFormat) changes.timeFormat = input.timeFormat;
    if (input.numberFormat) changes.numberFormat = input.numberFormat;
    if (input.notifications) changes.notifications = mergeNotifications(current.notifications, input.notifications);
    if ('monthlyIncome' in monthly) changes.monthlyIncomeMinor = monthly.monthlyIncome;
    if ('monthlyExpense' in monthly) changes.monthlyExpenseMinor = monthly.monthlyExpense;
    if (input.quietHours !== undefined) changes.quietHours = input.quietHours;
    if (input.smsNumber !== undefined) changes.smsNumber = input.smsNumber;
    if (alertMinor !== undefined) changes.expenseAlertMinor = alertMinor;
    const preferences = Object.keys(changes).length > 0 ? await writePreferences(tx, userId, changes) : current;

    return toSettings({ email: account.email, currency, timezone: input.timezone ?? account.timezone }, preferences, delivery);
  });
}
