import type {
  AffordByDateResult,
  BudgetRuleResult,
  GoalsProgressResult,
  GoalStatusItem,
  GroupBalancesResult,
  IncomeVsExpensesResult,
  MonthFlow,
  NetWorthProjectionResult,
  SpendingSummaryResult,
  UpcomingEventsResult,
} from '../ai-tool-results';
import { formatMinor, formatMoney } from '../../shared/money';
import { cashFlowAnswer, isNamedAfford, namedAffordAnswer } from './compose-cash-flow';
import { cryptoAnswer } from './compose-crypto';
import { balanceAnswer, biggestAnswer, compareSubjectAnswer, moneyAnswer, netAnswer } from './compose-money';
import type { AnswerContext, Composer } from './composer';
import { categoryName, count, day, fill, instantLabel, minor, money, monthLabel, paragraphs, percent, table, userText } from './format';
import type { AnalystIntent, Phrases } from './language-pack';
import { periodLabel } from './periods';
import { comparesSubject } from './plans';
import type { Question } from './understand';

const compare: Composer = (question, results, context) =>
  comparesSubject(question) ? compareSubjectAnswer(question, results, context) : compareMonths(question, results, context);

/** One calendar month against another: income, spending and net side by side, and the category that moved most. */
const compareMonths: Composer = (_question, [flowResult, currentResult, previousResult], { phrases, locale }) => {
  const flows = flowResult as IncomeVsExpensesResult;
  const previousMonth = flows.months[0];
  const currentMonth = flows.months.length > 1 ? flows.months.at(-1) : undefined;
  if (!previousMonth || !currentMonth) return phrases.unknown;
  const { currency } = flows;
  const current = monthLabel(currentMonth.month, locale);
  const previous = monthLabel(previousMonth.month, locale);
  const { columns } = phrases;
  const row = (label: string, pick: (month: MonthFlow) => string) => {
    const now = minor(pick(currentMonth), currency);
    const before = minor(pick(previousMonth), currency);
    const change = now - before;
    return [
      label,
      formatMoney(pick(currentMonth), currency, locale),
      formatMoney(pick(previousMonth), currency, locale),
      `${change > 0n ? '+' : ''}${formatMoney(formatMinor(change, currency), currency, locale)}`,
    ];
  };
  const grid = table(['', current, previous, '±'], [row(columns.income, (m) => m.income), row(columns.expenses, (m) => m.expenses), row(columns.net, (m) => m.net)]);
  const difference = minor(currentMonth.expenses, currency) - minor(previousMonth.expenses, currency);
  const amount = formatMoney(formatMinor(difference < 0n ? -difference : difference, currency), currency, locale);
  const verdict = difference === 0n ? fill(phrases.compareSame, { previous }) : fill(difference > 0n ? phrases.compareMore : phrases.compareLess, { amount, previous });

  const now = currentResult as SpendingSummaryResult;
  const before = previousResult as SpendingSummaryResult;
  const byCategory = new Map<string, { now: bigint; before: bigint }>();
  for (const entry of now.categories) byCategory.set(entry.category, { now: minor(entry.total, currency), before: 0n });
  for (const entry of before.categories) byCategory.set(entry.category, { now: byCategory.get(entry.category)?.now ?? 0n, before: minor(entry.total, currency) });
  const [category, change] = [...byCategory].sort(([, a], [, b]) => {
    const gapA = a.now - a.before < 0n ? a.before - a.now : a.now - a.before;
    const gapB = b.now - b.before < 0n ? b.before - b.now : b.now - b.before;
    return gapA === gapB ? 0 : gapA > gapB ? -1 : 1;
  })[0] ?? [null, null];
  const biggestChange =
    category && change.now !== change.before
      ? fill(phrases.compareBiggestChange, {
          category: categoryName(category, phrases),
          previous: formatMoney(formatMinor(change.before, currency), currency, locale),
          current: formatMoney(formatMinor(change.now, currency), currency, locale),
        })
      : null;
  return paragraphs(fill(phrases.compare, { current, previous }), grid, verdict, biggestChange);
};

/** How a typical month is named: the window it averages, or the settings that stand in for it. */
function typicalLabel(source: 'transactions' | 'settings', months: number, { phrases, locale }: AnswerContext): string {
  return source === 'settings' ? phrases.periods.typicalSettings : fill(phrases.periods.typical, { n: count(months, locale) });
}

/** The share of income the 50/30/20 rule sets aside. */
const savingsTargetPercent = 20n;

/** "Am I saving enough?": measured against the 20% the 50/30/20 rule asks, as the budget check does. */
function enoughLine(income: string, kept: string, currency: string, { phrases, locale }: AnswerContext): string {
  const gap = (minor(income, currency) * savingsTargetPercent) / 100n - minor(kept, currency);
  return gap <= 0n ? phrases.savingEnough : fill(phrases.savingNotEnough, { gap: money(gap, currency, locale) });
}

/** Asked without a period, the typical month AI insights show; asked about a period, its last month. */
const savingsRate: Composer = (question, [result], context) => {
  const { phrases, locale } = context;
  const flows = result as IncomeVsExpensesResult;
  const { currency } = flows;
  const lines: string[] = [];
  if (question.period === null) {
    const typical = flows.typicalMonth;
    const period = typicalLabel(typical.source, typical.months, context);
    if (typical.savingsRate === null) lines.push(fill(phrases.savingsNoIncome, { period }));
    else {
      lines.push(
        fill(phrases.savingsTypical, {
          period,
          rate: percent(typical.savingsRate, locale),
          income: formatMoney(typical.income, currency, locale),
          expenses: formatMoney(typical.expenses, currency, locale),
          net: formatMoney(typical.kept, currency, locale),
        }),
      );
    }
    if (typical.savingsRate !== null) lines.push(enoughLine(typical.income, typical.kept, currency, context));
    if (typical.source === 'settings') lines.push(phrases.fromSettings);
  } else {
    const latest = flows.months.at(-1);
    const period = periodLabel(question.period, phrases, locale);
    if (!latest || latest.savingsRate === null) lines.push(fill(phrases.savingsNoIncome, { period }));
    else {
      lines.push(
        fill(phrases.savingsRate, {
          period,
          rate: percent(latest.savingsRate, locale),
          income: formatMoney(latest.income, currency, locale),
          expenses: formatMoney(latest.expenses, currency, locale),
          net: formatMoney(latest.net, currency, locale),
        }),
      );
    }
  }
  const { columns } = phrases;
  const rows = flows.months.map((month) => [
    monthLabel(month.month, locale),
    formatMoney(month.income, currency, locale),
    formatMoney(month.expenses, currency, locale),
    formatMoney(month.net, currency, locale),
    month.savingsRate === null ? '—' : percent(month.savingsRate, locale),
  ]);
  lines.push(table([columns.month, columns.income, columns.expenses, columns.net, '%'], rows));
  return paragraphs(...lines);
};

const goals: Composer = (question, [result], context) => {
  const { phrases, locale } = context;
  const { goals: items } = result as GoalsProgressResult;
  const shown = items.filter((goal) => goal.status !== 'archived');
  const named = question.goal ? shown.find((goal) => goal.id === question.goal!.id) : undefined;
  if (named) return oneGoal(named, context);
  if (shown.length === 0) return phrases.noGoals;
  const { columns } = phrases;
  const rows = shown.map((goal) => [
    userText(goal.title),
    formatMoney(goal.saved, goal.currency, locale),
    formatMoney(goal.target, goal.currency, locale),
    percent(goal.percent, locale),
    goal.state === 'completed' ? '—' : formatMoney(goal.neededPerMonth, goal.currency, locale),
    phrases.goalStates[goal.state],
  ]);
  const notes = shown.slice(0, 5).map((goal) => goalNote(goal, context));
  return paragraphs(
    ...goalTotals(shown, context),
    table([columns.goal, columns.saved, columns.target, columns.progress, columns.perMonth, columns.status], rows),
    notes.map((note) => `- ${note}`).join('\n'),
  );
};

function goalNote(goal: GoalStatusItem, { phrases, locale }: AnswerContext): string {
  const title = userText(goal.title);
  if (goal.state === 'completed') return fill(phrases.goalDone, { title });
  if (goal.overdue) return fill(phrases.goalOverdue, { title, amount: formatMoney(goal.remaining, goal.currency, locale) });
  return fill(phrases.goalNeed, {
    title,
    date: day(goal.targetDate, locale),
    amount: formatMoney(goal.neededPerMonth, goal.currency, locale),
    months: count(goal.monthsLeft, locale),
  });
}

/** Saved, target and what remains, added up across goals; goals in different currencies are added up per currency. */
function goalTotals(shown: GoalStatusItem[], { phrases, locale }: AnswerContext): string[] {
  const byCurrency = new Map<string, { count: number; saved: bigint; target: bigint; remaining: bigint }>();
  for (const goal of shown) {
    const sums = byCurrency.get(goal.currency) ?? { count: 0, saved: 0n, target: 0n, remaining: 0n };
    sums.count += 1;
    sums.saved += minor(goal.saved, goal.currency);
    sums.target += minor(goal.target, goal.currency);
    sums.remaining += minor(goal.remaining, goal.currency);
    byCurrency.set(goal.currency, sums);
  }
  return [...byCurrency].map(([currency, sums]) =>
    fill(phrases.goalsTotal, {
      count: count(sums.count, locale),
      saved: money(sums.saved, currency, locale),
      target: money(sums.target, currency, locale),
      remaining: money(sums.remaining, currency, locale),
    }),
  );
}

/** One goal the question names: what is saved, what remains, and the pace to its date. */
function oneGoal(goal: GoalStatusItem, context: AnswerContext): string {
  const { phrases, locale } = context;
  const head = fill(phrases.goalOne, {
    title: userText(goal.title),
    saved: formatMoney(goal.saved, goal.currency, locale),
    target: formatMoney(goal.target, goal.currency, locale),
    remaining: formatMoney(goal.remaining, goal.currency, locale),
    percent: percent(goal.percent, locale),
  });
  return paragraphs(head, goalNote(goal, context));
}

const afford: Composer = (question, results, context) => (isNamedAfford(results[0]) ? namedAffordAnswer(question, results, context) : pricedAfford(question, results, context));

const pricedAfford: Composer = (_question, [result], { phrases, locale }) => {
  const found = result as AffordByDateResult | undefined;
  if (!found) return phrases.affordAsk;
  const show = (decimal: string) => formatMoney(decimal, found.currency, locale);
  const values = { balance: show(found.balance), net: show(found.monthlyKept), projected: show(found.projected), date: day(found.by, locale), amount: show(found.amount) };
  if (found.affordable) return fill(phrases.affordYes, values);
  return fill(phrases.affordNo, { ...values, gap: show(found.shortfall), perMonth: show(found.perMonth) });
};

/** Asked without a period, the typical month AI insights show, named; asked about a period, that period. */
const budget: Composer = (question, [result], context) => {
  const { phrases, locale } = context;
  const rule = result as BudgetRuleResult;
  if (rule.incomeSource === 'none') return phrases.budgetNoIncome;
  const { currency } = rule;
  const { columns } = phrases;
  const period =
    rule.typicalMonth || question.period === null
      ? typicalLabel(rule.incomeSource === 'settings' ? 'settings' : 'transactions', rule.months, context)
      : periodLabel(question.period, phrases, locale);
  const rows = rule.lines.map((line) => [
    phrases.buckets[line.bucket],
    formatMoney(line.target, currency, locale),
    formatMoney(line.actual, currency, locale),
    line.actualPercent === null ? '—' : percent(line.actualPercent, locale),
  ]);
  const advice: string[] = [];
  for (const line of rule.lines) {
    if (minor(line.gap, currency) <= 0n) continue;
    const gap = formatMoney(line.gap, currency, locale);
    advice.push(fill(line.bucket === 'needs' ? phrases.overNeeds : line.bucket === 'wants' ? phrases.overWants : phrases.underSavings, { gap }));
  }
  return paragraphs(
    fill(phrases.budgetIntro, { period, income: formatMoney(rule.income, currency, locale) }),
    rule.incomeSource === 'settings' ? phrases.fromSettings : null,
    table([columns.bucket, columns.target, columns.actual, columns.share], rows),
    advice.length > 0 ? advice.map((line) => `- ${line}`).join('\n') : phrases.budgetOnTrack,
  );
};

const netWorth: Composer = (_question, [result], { phrases, locale }) => {
  const projection = result as NetWorthProjectionResult;
  const { currency } = projection;
  const last = projection.points.at(-1);
  if (!last) return phrases.unknown;
  const growth = formatMinor(minor(last.value, currency) - minor(last.contributed, currency), currency);
  const sentence = fill(phrases.netWorth, {
    value: formatMoney(projection.netWorth, currency, locale),
    contribution: formatMoney(projection.monthlyContribution, currency, locale),
    rate: percent(projection.annualReturnPercent, locale),
    years: count(projection.years, locale),
    final: formatMoney(last.value, currency, locale),
    contributed: formatMoney(last.contributed, currency, locale),
    growth: formatMoney(growth, currency, locale),
  });
  const rows = projection.points.map((point) => [count(point.year, locale), formatMoney(point.value, currency, locale)]);
  return paragraphs(sentence, table([phrases.columns.year, phrases.columns.value], rows));
};

const events: Composer = (_question, [result], { phrases, locale }) => {
  const upcoming = result as UpcomingEventsResult;
  const days = count(upcoming.days, locale);
  if (upcoming.events.length === 0) return fill(phrases.noEvents, { days });
  const lines = upcoming.events.map((event) => {
    const extras = [event.location, event.group]
      .filter((part): part is string => Boolean(part))
      .map(userText)
      .join(' · ');
    return `- **${userText(event.title)}** — ${instantLabel(event.start, upcoming.timezone, locale)}${extras ? ` (${extras})` : ''}`;
  });
  return paragraphs(fill(phrases.eventsIntro, { days }), lines.join('\n'));
};

const groups: Composer = (question, [result], { phrases, locale }) => {
  const { groups: all } = result as GroupBalancesResult;
  const named = question.group ? all.filter((group) => group.id === question.group!.id) : [];
  const items = named.length > 0 ? named : all;
  if (items.length === 0) return phrases.noGroups;
  return items
    .map((group) => {
      const balance = minor(group.balance, group.currency);
      const amount = formatMoney(formatMinor(balance < 0n ? -balance : balance, group.currency), group.currency, locale);
      const head = fill(balance > 0n ? phrases.groupOwed : balance < 0n ? phrases.groupOwe : phrases.groupSettled, { group: userText(group.group), amount });
      const moves = [
        ...group.youPay.map((move) => fill(phrases.payTo, { name: userText(move.to), amount: formatMoney(move.amount, group.currency, locale) })),
        ...group.youReceive.map((move) => fill(phrases.receiveFrom, { name: userText(move.from), amount: formatMoney(move.amount, group.currency, locale) })),
      ];
      return moves.length > 0 ? `${head}\n${moves.map((move) => `- ${move}`).join('\n')}` : head;
    })
    .join('\n\n');
};

const composers: Record<AnalystIntent, Composer> = {
  spending: moneyAnswer,
  income: moneyAnswer,
  biggest: biggestAnswer,
  net: netAnswer,
  balance: balanceAnswer,
  compare,
  savingsRate,
  goals,
  afford,
  budget,
  netWorth,
  events,
  groups,
  crypto: cryptoAnswer,
  cashFlow: cashFlowAnswer,
};

/** The reply for a question the analyst did not understand: what it can answer instead. */
export function unknownAnswer(phrases: Phrases): string {
  return paragraphs(phrases.unknown, phrases.examples.map((example) => `- ${example}`).join('\n'));
}

/** Writes the Markdown answer from the results of `toolCallsFor(question)`, in the same order. */
export function composeAnswer(question: Question, results: unknown[], context: AnswerContext): string {
  if (!question.intent) return unknownAnswer(context.phrases);
  return composers[question.intent](question, results, context);
}
