import { z } from 'zod';
import { currencyCodes } from '../shared/currencies';
import { isoDateSchema } from '../shared/field-schemas';
import { rateProblem } from './exchange-rate-math';
import { toDecimalString } from '../shared/money';

export const exchangeRateMessages = {
  currencyInvalid: 'messages.fxCurrencyInvalid',
  rateRequired: 'messages.fxRateRequired',
  rateInvalid: 'messages.fxRateInvalid',
  rateTooPrecise: 'messages.fxRateTooPrecise',
  rateTooLarge: 'messages.fxRateTooLarge',
  rateNotForBaseCurrency: 'messages.fxRateNotForBaseCurrency',
  noReferenceRate: 'messages.fxNoReferenceRate',
  ratesUnavailable: 'messages.fxRatesUnavailable',
  historyUnavailable: 'messages.fxHistoryUnavailable',
  daysInvalid: 'messages.fxDaysInvalid',
  dateInvalid: 'validation.dateInvalid',
  modeInvalid: 'messages.fxModeInvalid',
  currencyChanged: 'messages.fxCurrencyChanged',
} as const;

export const exchangeRateCodes = {
  ratesUnavailable: 'RATES_UNAVAILABLE',
  noReferenceRate: 'NO_REFERENCE_RATE',
} as const;

export const currencyCodeSchema = z.enum(currencyCodes, { error: exchangeRateMessages.currencyInvalid }).meta({
  description: 'One of the fifteen supported ISO 4217 codes',
  example: 'EUR',
});

/** A typed or sent exchange rate: a JSON number or decimal string, positive, at most 12 decimals. */
export const rateField = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? exchangeRateMessages.rateRequired : exchangeRateMessages.rateInvalid) })
  .meta({ description: 'Units of the base currency for one unit of the transaction’s currency, as a decimal string', example: '1.0842' })
  .transform((value, context) => {
    if (typeof value === 'string' && value.trim() === '') {
      context.addIssue({ code: 'custom', message: exchangeRateMessages.rateRequired });
      return z.NEVER;
    }
    const decimal = toDecimalString(value);
    const problem = decimal === null ? 'invalid' : rateProblem(decimal);
    if (decimal === null || problem) {
      const message =
        problem === 'tooPrecise' ? exchangeRateMessages.rateTooPrecise : problem === 'tooLarge' ? exchangeRateMessages.rateTooLarge : exchangeRateMessages.rateInvalid;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return decimal;
  });

export const ratesQuery = z
  .object({
    base: currencyCodeSchema.default('USD'),
    date: isoDateSchema.optional().meta({ description: 'The day the rates apply to (YYYY-MM-DD); today when left out' }),
  })
  .strict();
export type RatesQuery = z.output<typeof ratesQuery>;

export const rateDecimalSchema = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .meta({ description: 'Decimal string, at most 12 decimals', example: '0.92' });

export const referenceRatesSchema = z.object({
  base: currencyCodeSchema,
  date: z.string().meta({ description: 'The day the rates apply to' }),
  publishedOn: z.string().meta({ description: 'The day the source published them (the last working day on or before `date`)' }),
  rates: z.record(z.string(), rateDecimalSchema).meta({ description: 'Units of each currency for one unit of `base`; `base` itself is 1' }),
  unavailable: z.array(currencyCodeSchema).meta({ description: 'Supported currencies the source has no reference rate for: type their rate' }),
});
export type ReferenceRates = z.infer<typeof referenceRatesSchema>;

export const historyDays = { min: 7, max: 365, fallback: 30 } as const;

export const historyQuery = z
  .object({
    from: currencyCodeSchema,
    to: currencyCodeSchema,
    days: z.coerce
      .number({ error: exchangeRateMessages.daysInvalid })
      .int(exchangeRateMessages.daysInvalid)
      .min(historyDays.min, exchangeRateMessages.daysInvalid)
      .max(historyDays.max, exchangeRateMessages.daysInvalid)
      .default(historyDays.fallback),
  })
  .strict();
export type HistoryQuery = z.output<typeof historyQuery>;

export const rateHistorySchema = z.object({
  from: currencyCodeSchema,
  to: currencyCodeSchema,
  available: z.boolean().meta({ description: 'False when the source has no reference rates for this pair (no points then)' }),
  points: z.array(z.object({ date: z.string(), rate: rateDecimalSchema })),
});
export type RateHistory = z.infer<typeof rateHistorySchema>;

export const baseCurrencyModes = ['convert', 'relabel'] as const;
export type BaseCurrencyMode = (typeof baseCurrencyModes)[number];

export const changeBaseCurrencyInput = z
  .object({
    currency: currencyCodeSchema,
    mode: z.enum(baseCurrencyModes, { error: exchangeRateMessages.modeInvalid }),
    rate: rateField.optional().meta({ description: 'Units of the new currency for one unit of the old one; today’s reference rate when left out (convert only)' }),
  })
  .strict();
export type ChangeBaseCurrencyInput = z.output<typeof changeBaseCurrencyInput>;

export const baseCurrencyChangeSchema = z.object({
  currency: currencyCodeSchema,
  previousCurrency: currencyCodeSchema,
  mode: z.enum(baseCurrencyModes),
  rate: rateDecimalSchema.nullable().meta({ description: 'The rate used to convert (null when the figures were kept)' }),
  transactions: z.number().int().meta({ description: 'Transactions whose base amount changed' }),
  goals: z.number().int(),
});
export type BaseCurrencyChange = z.infer<typeof baseCurrencyChangeSchema>;
