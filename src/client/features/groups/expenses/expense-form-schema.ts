import { z } from 'zod';
import { amountForSchema, parseAmountInput } from '@domain/shared/amount-input';
import { calendarDateFrom, type IsoDate } from '@domain/shared/dates';
import { createGroupExpenseInput, defaultGroupExpenseCategory, groupExpenseCategories, groupExpenseMessages, type GroupExpense } from '@domain/group-expenses/group-expenses';
import { splitModes, type GroupMember, type SplitMode } from '@domain/groups/groups';
import { amountProblem, moneyMessages, toDecimalString } from '@domain/shared/money';
import type { GroupExpensePayload } from './api';

export type ValueMode = Exclude<SplitMode, 'equal'>;

/** One person in the split editor: whether they share this expense, and what was typed per mode. */
const splitRow = z.object({ userId: z.string(), included: z.boolean(), shares: z.string(), percent: z.string(), exact: z.string() });
export type SplitRow = z.infer<typeof splitRow>;

const formFields = z.object({
  description: z.string(),
  amount: z.string(),
  paidBy: z.string(),
  date: z.string(),
  mode: z.enum(splitModes),
  members: z.array(splitRow),
  category: z.enum(groupExpenseCategories),
});
export type ExpenseFormValues = z.input<typeof formFields>;

/** Digits of the scripts people type numbers in (Arabic-Indic, Persian, Devanagari, Thai) as ASCII. */
const digitZeros = [0x0660, 0x06f0, 0x0966, 0x0e50];

function asciiDigits(text: string): string {
  return [...text.normalize('NFKC')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const zero = digitZeros.find((start) => code >= start && code <= start + 9);
      return zero === undefined ? char : String(code - zero);
    })
    .join('');
}

/** A share or percentage as typed ("1,5", "١٫٥" or "1.5") as a plain decimal, or the text as typed so the rules can name the problem. */
export function readPlainNumber(text: string): string {
  const trimmed = asciiDigits(text.trim()).replace('\u066b', '.').replace(',', '.');
  return trimmed === '' ? '' : (toDecimalString(trimmed) ?? trimmed);
}

/** An exact amount as typed, in any format the amount fields accept. */
export function readExactAmount(text: string, currency: string | null): string {
  if (text.trim() === '') return '';
  const parsed = parseAmountInput(text, currency, { allowZero: true });
  return parsed.ok ? parsed.decimal : readPlainNumber(text);
}

export function typedValue(row: SplitRow, mode: ValueMode, currency: string | null): string {
  return mode === 'exact' ? readExactAmount(row.exact, currency) : readPlainNumber(row[mode]);
}

type Issue = { path: PropertyKey[]; message: string };

const leadingMinus = /^[-\u2212]\s*/;

/**
 * The total as typed, in any format the amount fields accept; a leading minus makes it a refund
 * or group income. Blank stays blank (the schema says it is required); zero or an unreadable
 * number gets the message that also says how to record a refund.
 */
export function readExpenseAmount(text: string, currency: string | null): { ok: true; value: string } | { ok: false; message: string } {
  const negative = leadingMinus.test(text.trim());
  const read = amountForSchema(negative ? text.trim().replace(leadingMinus, '') : text, currency);
  if (!read.ok) return { ok: false, message: read.message === moneyMessages.invalidAmount ? groupExpenseMessages.amountInvalid : read.message };
  return negative ? { ok: true, value: read.value === '' ? '-' : `-${read.value}` } : read;
}

/**
 * The fields, read into the server's own input schema: amounts through the shared parser,
 * the split from the people ticked in the editor. The expense's date may not be after today
 * in the user's zone, and exact amounts must fit the group currency's decimals.
 */
export function expenseFormSchema(today: IsoDate, timeZone: string, currency: string) {
  return formFields.transform((fields, context): GroupExpensePayload => {
    const amount = readExpenseAmount(fields.amount, currency);
    const mode = fields.mode;
    const included = fields.members.filter((row) => row.included);
    const members = included.map((row) => (mode === 'equal' ? { userId: row.userId } : { userId: row.userId, value: typedValue(row, mode, currency) }));
    const parsed = createGroupExpenseInput.safeParse({
      description: fields.description,
      amount: amount.ok ? amount.value : fields.amount,
      paidBy: fields.paidBy,
      date: fields.date,
      split: { mode, members },
      category: fields.category,
    });
    const issues: Issue[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: issue.path[0] === 'split' || issue.path.length === 0 ? ['members'] : issue.path.slice(0, 1), message: issue.message }));
    if (!amount.ok) issues.splice(0, issues.length, { path: ['amount'], message: amount.message }, ...issues.filter((issue) => issue.path[0] !== 'amount'));
    if (mode === 'exact' && !issues.some((issue) => issue.path[0] === 'members')) {
      const problem = members.map((member) => (member.value ? amountProblem(member.value, currency) : null)).find(Boolean);
      if (problem) issues.push({ path: ['members'], message: problem });
    }
    const date = calendarDateFrom(fields.date, timeZone);
    if (date !== null && date > today && !issues.some((issue) => issue.path[0] === 'date')) issues.push({ path: ['date'], message: groupExpenseMessages.dateInFuture });
    if (!parsed.success || issues.length > 0) {
      for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
      return z.NEVER;
    }
    const { data } = parsed;
    return { description: data.description, amount: data.amount, paidBy: data.paidBy, date: date ?? data.date, split: data.split, category: data.category };
  });
}

export interface FormPerson {
  userId: string;
  firstName: string;
  lastName: string;
}

/**
 * Everyone the form offers: the current members, plus (when editing) anyone already on the
 * expense who has since left the group, so an edit never drops them silently.
 */
export function formPeople(members: readonly GroupMember[], expense?: GroupExpense): FormPerson[] {
  const people: FormPerson[] = members.map(({ userId, firstName, lastName }) => ({ userId, firstName, lastName }));
  const known = new Set(people.map((person) => person.userId));
  for (const person of [...(expense?.split.members ?? []), ...(expense ? [expense.paidBy] : [])]) {
    if (!known.has(person.userId)) {
      known.add(person.userId);
      people.push({ userId: person.userId, firstName: person.firstName, lastName: person.lastName });
    }
  }
  return people;
}

/** A new expense: paid by me today, split equally between everyone; an edit starts from the expense. */
export function defaultExpenseValues(people: readonly FormPerson[], today: IsoDate, me: string, expense?: GroupExpense): ExpenseFormValues {
  if (!expense) {
    return {
      description: '',
      amount: '',
      paidBy: me,
      date: today,
      mode: 'equal',
      members: people.map((person) => ({ userId: person.userId, included: true, shares: '1', percent: '', exact: '' })),
      category: defaultGroupExpenseCategory,
    };
  }
  const split = new Map(expense.split.members.map((member) => [member.userId, member]));
  return {
    description: expense.description,
    amount: expense.amount,
    paidBy: expense.paidBy.userId,
    date: expense.date,
    category: (groupExpenseCategories as readonly string[]).includes(expense.category) ? (expense.category as ExpenseFormValues['category']) : defaultGroupExpenseCategory,
    mode: expense.split.mode,
    members: people.map((person) => {
      const member = split.get(person.userId);
      const value = member?.value ?? '';
      return {
        userId: person.userId,
        included: member !== undefined,
        shares: expense.split.mode === 'shares' ? value : '1',
        percent: expense.split.mode === 'percent' ? value : '',
        exact: expense.split.mode === 'exact' ? value : '',
      };
    }),
  };
}
