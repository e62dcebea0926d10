import type { IncomeVsExpensesResult, SearchTransactionsResult, SpendingSummaryResult } from '../ai-tool-results';
import { formatMoney } from '../../shared/money';
import type { AnswerContext, Composer } from './composer';
import { categoryName, count, day, fill, minor, money, paragraphs, percent, sentence, table, userText } from './format';
import { periodLabel, periodRange } from './periods';
import { calendarMonths, defaultTop, questionPeriod } from './plans';
import type { Question } from './understand';

export function otherCurrencies(summary: SpendingSummaryResult, { phrases, locale }: AnswerContext): string | null {
  if (summary.otherCurrencies.length === 0) return null;
  const list = summary.otherCurrencies.map((entry) => formatMoney(entry.total, entry.currency, locale)).join(', ');
  return fill(phrases.otherCurrencies, { list });
}

function categoryTable(summary: SpendingSummaryResult, { phrases, locale }: AnswerContext): string {
  const total = minor(summary.total, summary.currency);
  const rows = summary.categories.slice(0, 8).map((entry) => {
    const share = total > 0n ? Number((minor(entry.total, summary.currency) * 1000n) / total) / 10 : 0;
    return [categoryName(entry.category, phrases), formatMoney(entry.total, summary.currency, locale), percent(share, locale)];
  });
  return `${phrases.byCategory}\n\n${table([phrases.columns.category, phrases.columns.amount, phrases.columns.share], rows)}`;
}

/** The category a question names, built in or the user's own, as the answer names it. */
function namedCategory(question: Question, context: AnswerContext): string | null {
  if (question.ownCategory) return userText(question.ownCategory.name);
  return question.category ? categoryName(question.category, context.phrases) : null;
}

/** What the rows were narrowed to, as the sentences say it: "on Dining", "at Lidl", or nothing. */
export function subjectOf(question: Question, context: AnswerContext): string {
  const category = namedCategory(question, context);
  if (question.merchant) return fill(context.phrases.subjectMerchant, { merchant: userText(question.merchant) });
  return category ? fill(context.phrases.subjectCategory, { category }) : '';
}

/** Spending or income over a period: its total, or the measure asked for (how many, an average, a share). */
export const moneyAnswer: Composer = (question, [result], context) => {
  const summary = result as SpendingSummaryResult;
  const { phrases, locale, today } = context;
  const period = periodLabel(questionPeriod(question), phrases, locale);
  const total = formatMoney(summary.total, summary.currency, locale);
  const transactions = count(summary.count, locale);
  const subject = subjectOf(question, context);
  const others = otherCurrencies(summary, context);
  const income = summary.type === 'income';

  if (question.measure === 'count') return paragraphs(sentence(phrases.countPayments, { count: transactions, subject, period, total }), others);
  if (question.measure === 'average') {
    const months = calendarMonths(periodRange(questionPeriod(question), today)).months;
    const average = money(minor(summary.total, summary.currency) / BigInt(months), summary.currency, locale);
    const template = income ? phrases.averageIncomeMonth : phrases.averageMonth;
    return paragraphs(sentence(template, { average, subject, period, total, months: count(months, locale) }), others);
  }
  if (question.measure === 'averagePayment') {
    if (summary.count === 0) return paragraphs(sentence(phrases.noSpending, { period }), others);
    const average = money(minor(summary.total, summary.currency) / BigInt(summary.count), summary.currency, locale);
    return paragraphs(sentence(phrases.averagePayment, { average, subject, period, count: transactions, total }), others);
  }
  if (question.measure === 'share') return shareAnswer(question, summary, context, period);

  if (income) {
    if (summary.count === 0) return paragraphs(sentence(phrases.noIncome, { period }), others);
    const line = sentence(phrases.incomeTotal, { total, period, count: transactions });
    return paragraphs(line, summary.categories.length > 1 ? categoryTable(summary, context) : null, others);
  }
  if (question.merchant) {
    const merchant = userText(question.merchant);
    const line =
      summary.count === 0 ? sentence(phrases.noSpendingMerchant, { merchant, period }) : sentence(phrases.spendingMerchant, { total, merchant, period, count: transactions });
    return paragraphs(line, others);
  }
  const category = namedCategory(question, context);
  if (category) {
    const line =
      summary.count === 0 ? sentence(phrases.noSpendingCategory, { category, period }) : sentence(phrases.spendingCategory, { total, category, period, count: transactions });
    return paragraphs(line, others);
  }
  if (summary.count === 0) return paragraphs(sentence(phrases.noSpending, { period }), others);
  return paragraphs(sentence(phrases.spendingTotal, { total, period, count: transactions }), categoryTable(summary, context), others);
};

/** One category's part of all spending over the period; the summary holds every category. */
function shareAnswer(question: Question, summary: SpendingSummaryResult, context: AnswerContext, period: string): string {
  const { phrases, locale } = context;
  const id = question.ownCategory?.id ?? question.category;
  const whole = minor(summary.total, summary.currency);
  const part = minor(summary.categories.find((entry) => entry.category === id)?.total ?? '0', summary.currency);
  const share = whole > 0n ? Number((part * 1000n) / whole) / 10 : 0;
  const line = sentence(phrases.share, {
    category: namedCategory(question, context) ?? '',
    percent: percent(share, locale),
    amount: money(part, summary.currency, locale),
    total: money(whole, summary.currency, locale),
    period,
  });
  return paragraphs(line, otherCurrencies(summary, context));
}

/** The biggest expense first, in a sentence, then the few asked for (five unless the question says). */
export const biggestAnswer: Composer = (question, [result], { phrases, locale }) => {
  const found = result as SearchTransactionsResult;
  const period = periodLabel(questionPeriod(question), phrases, locale);
  const [first] = found.items;
  if (!first) return sentence(phrases.noExpenses, { period });
  const lead = sentence(phrases.biggestOne, {
    amount: formatMoney(first.amount, first.currency, locale),
    description: first.description ? userText(first.description) : categoryName(first.category, phrases),
    date: day(first.date, locale),
    period,
  });
  if ((question.top ?? defaultTop) === 1 || found.items.length === 1) return lead;
  const rows = found.items.map((item) => [
    day(item.date, locale),
    item.description ? userText(item.description) : '—',
    categoryName(item.category, phrases),
    formatMoney(item.amount, item.currency, locale),
  ]);
  const { columns } = phrases;
  return paragraphs(lead, sentence(phrases.biggest, { period }), table([columns.date, columns.description, columns.category, columns.amount], rows));
};

/** How far one sum is from another, unsigned, and the sentence that says which way: more, less or the same. */
function gap(first: bigint, second: bigint, sentences: [more: string, less: string, same: string]): { amount: bigint; template: string } {
  const change = first - second;
  return { amount: change < 0n ? -change : change, template: sentences[change > 0n ? 0 : change < 0n ? 1 : 2] };
}

/** A category, a payee, or a period other than a calendar month, against another period. */
export const compareSubjectAnswer: Composer = (question, [currentResult, previousResult], context) => {
  const { phrases, locale } = context;
  const now = currentResult as SpendingSummaryResult;
  const before = previousResult as SpendingSummaryResult;
  const current = minor(now.total, now.currency);
  const previous = minor(before.total, before.currency);
  const { amount, template } = gap(current, previous, [phrases.compareSubjectMore, phrases.compareSubjectLess, phrases.compareSubjectSame]);
  const values = {
    current: money(current, now.currency, locale),
    previous: money(previous, now.currency, locale),
    amount: money(amount, now.currency, locale),
    subject: subjectOf(question, context),
    period: periodLabel(questionPeriod(question), phrases, locale),
    previousPeriod: periodLabel(question.compareWith ?? { word: 'lastMonth' }, phrases, locale),
  };
  return paragraphs(sentence(template, values), otherCurrencies(now, context));
};

/** "Did I earn more than I spent?": income against spending over the period. */
export const netAnswer: Composer = (question, [incomeResult, expenseResult], context) => {
  const { phrases, locale } = context;
  const earned = incomeResult as SpendingSummaryResult;
  const spent = expenseResult as SpendingSummaryResult;
  const income = minor(earned.total, earned.currency);
  const expenses = minor(spent.total, spent.currency);
  const { amount, template } = gap(income, expenses, [phrases.earnedMore, phrases.spentMore, phrases.earnedSame]);
  const values = {
    income: money(income, earned.currency, locale),
    expenses: money(expenses, earned.currency, locale),
    amount: money(amount, earned.currency, locale),
    period: periodLabel(questionPeriod(question), phrases, locale),
  };
  return paragraphs(sentence(template, values), otherCurrencies(earned, context), otherCurrencies(spent, context));
};

/** The cash on hand, as the dashboard shows it. */
export const balanceAnswer: Composer = (_question, [result], { phrases, locale }) => {
  const flows = result as IncomeVsExpensesResult;
  return fill(phrases.balance, { balance: formatMoney(flows.balance, flows.currency, locale) });
};
