import { z } from 'zod';
import { currencySchema, decimalAmountSchema } from '../shared/field-schemas';

/**
 * Transactions recorded in a currency other than the user's current one. Totals are in the
 * user's currency and nothing is converted without exchange rates, so these rows are left out of
 * the totals and reported here instead, one entry per currency, in that currency
 * (docs/decisions/005-currencies.md).
 */
export const otherCurrencyTotalsSchema = z
  .array(
    z.object({
      currency: currencySchema,
      count: z.number().int().meta({ description: 'How many transactions in this currency the totals leave out' }),
      income: decimalAmountSchema,
      expenses: decimalAmountSchema,
      transfers: decimalAmountSchema,
    }),
  )
  .meta({ description: 'Transactions in other currencies, not included in the totals (no exchange rates yet); empty when there are none' });

export type OtherCurrencyTotals = z.infer<typeof otherCurrencyTotalsSchema>;
