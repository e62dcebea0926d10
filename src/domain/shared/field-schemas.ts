import { z } from 'zod';
import { quantityScale } from './currencies';
import { addDays, calendarDateText, dateMessages, isIsoDate, maximumDate, minimumDate, monthKey } from './dates';
import { compareDecimals, exceedsMaximum, fractionDigits, moneyMessages, toDecimalString } from './money';

// Field schemas shared by requests and answers. They live apart from dates.ts and money.ts
// because those are also used by the app shell to format dates and money, and a schema built at
// import time would make every page load the validation library.

/** A strict `YYYY-MM-DD` (query filters). */
/**
 * For rules across an object's fields (`.refine`/`.superRefine` on the object): they read the
 * fields as their parsed types, so they run only once every field has parsed. Zod runs them
 * after a field's non-fatal issue too (an empty string, a malformed id), handing the rule the
 * raw input (a string where it expects a Date, a number where it expects a decimal string).
 */
export const onceFieldsParse = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * Like `onceFieldsParse`, for a rule that reads only `fields`: it still runs beside other fields'
 * errors, so a form shows every mistake at once, but never on a field (or a body) that failed to parse.
 */
export function onceParsed(...fields: readonly string[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) => !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))),
  };
}

export const singleLineMessage = 'validation.singleLine';

/** Line feed, carriage return, next line and the Unicode line and paragraph separators. */
const lineBreak = /[\n\r\u0085\u2028\u2029]/;

/** A name or title shown on one line (lists, headers, e-mails, calendar feeds): refuses line breaks. */
export function singleLine(schema: z.ZodString): z.ZodString {
  return schema.refine((value) => !lineBreak.test(value), singleLineMessage);
}

export const isoDateSchema = z.string().refine(isIsoDate, dateMessages.isoDate);

/** A month `YYYY-MM` within the dates the app keeps (1900–2999). */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, dateMessages.month)
  .refine((month) => month >= monthKey(minimumDate) && month <= monthKey(maximumDate), dateMessages.monthOutOfRange);

/** Money in answers: a decimal string with the currency's fraction digits, e.g. "1500.00". */
export const decimalAmountSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .meta({ description: 'Exact decimal string in the currency (minor units per ISO 4217), e.g. "1500.00"', example: '1500.00' });

export const currencySchema = z.string().meta({ description: 'ISO 4217 currency code', example: 'USD' });

/**
 * A date field accepting `YYYY-MM-DD` or an ISO date-time; it stays a string here because
 * turning a date-time into a calendar date needs the user's time zone (`calendarDateFrom`).
 */
export function dateField(requiredMessage: string, invalidMessage: string = dateMessages.invalid) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => {
      // The exact 1900–2999 bounds need the user's zone (`calendarDateFrom` in the service); an
      // instant's date anywhere on Earth is within a day of its UTC date.
      const date = calendarDateText(value, 'UTC');
      return date !== null && date >= addDays(minimumDate, -1) && date <= addDays(maximumDate, 1);
    }, invalidMessage);
}

interface AmountMessages {
  required: string;
  invalid?: string;
  allowZero?: boolean;
}

/**
 * An amount field that accepts a JSON number or decimal string and yields a normalised decimal
 * string. Decimals are checked against the currency where it is known (the service, through
 * `amountProblem`), so "12.5" in yen gets a message that names the currency.
 */
export function amountField({ required, invalid = moneyMessages.invalidAmount, allowZero = false }: AmountMessages) {
  return z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .meta({ description: 'A JSON number or a decimal string; converted exactly, at most the currency’s fraction digits', example: '42.50' })
    .transform((value, context) => {
      if (typeof value === 'string' && value.trim() === '') {
        context.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const decimal = toDecimalString(value);
      if (decimal === null || fractionDigits(decimal) > quantityScale || (!allowZero && compareDecimals(decimal, '0') === 0)) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      if (exceedsMaximum(decimal)) {
        context.addIssue({ code: 'custom', message: moneyMessages.tooLarge });
        return z.NEVER;
      }
      return decimal;
    });
}
