import type { BudgetBucket } from '../insights/budget-rule';
import type { GoalState } from '../goals/goals';

/**
 * What each data tool of the assistant answers. Both providers read the same shapes: the
 * built-in analyst formats them, a language model receives them as JSON. Money is a decimal
 * string in `currency` (the user's unless a row says otherwise); nothing in another currency is
 * ever added to the user's figures.
 */

export interface CurrencyAmount {
  currency: string;
  total: string;
}

export interface SpendingSummaryResult {
  currency: string;
  type: 'expense' | 'income';
  from: string;
  to: string;
  category: string | null;
  /** Words of the descriptions the rows were narrowed to. */
  query: string | null;
  total: string;
  count: number;
  categories: { category: string; total: string; count: number }[];
  /** The same period's rows in other currencies, per currency, not converted. */
  otherCurrencies: CurrencyAmount[];
}

export interface TransactionHit {
  /** What a proposal names the transaction by (a split of an existing expense). */
  id: string;
  date: string;
  type: 'income' | 'expense' | 'transfer';
  category: string;
  description: string;
  amount: string;
  currency: string;
}

export interface SearchTransactionsResult {
  currency: string;
  items: TransactionHit[];
}

export interface MonthFlow {
  month: string;
  income: string;
  expenses: string;
  net: string;
  /** Percent of income kept, one decimal; null without income. */
  savingsRate: number | null;
}

/**
 * A typical month exactly as AI insights and the dashboard show it (decision 018): the basis of
 * every figure asked for without a period.
 */
export interface TypicalMonth {
  /**
   * 'transactions': monthly averages of what was recorded over the last `months` months;
   * 'settings': the monthly income and expense from settings, which stand in while fewer than
   * three months are recorded.
   */
  source: 'transactions' | 'settings';
  months: number;
  income: string;
  expenses: string;
  kept: string;
  /** Percent of income kept, one decimal; null without income. */
  savingsRate: number | null;
}

export interface IncomeVsExpensesResult {
  currency: string;
  months: MonthFlow[];
  /** Cash on hand today: all income less spending and transfers out. */
  balance: string;
  typicalMonth: TypicalMonth;
}

export interface GoalStatusItem {
  id: string;
  title: string;
  category: string;
  status: 'active' | 'completed' | 'archived';
  state: GoalState;
  currency: string;
  target: string;
  saved: string;
  remaining: string;
  percent: number;
  targetDate: string;
  monthsLeft: number;
  neededPerMonth: string;
  overdue: boolean;
}

export interface GoalsProgressResult {
  goals: GoalStatusItem[];
}

export interface BudgetLineResult {
  bucket: BudgetBucket;
  targetPercent: number;
  target: string;
  actual: string;
  actualPercent: number | null;
  gap: string;
}

export interface BudgetRuleResult {
  currency: string;
  from: string;
  to: string;
  months: number;
  /** True when no months were asked for: the figures are AI insights' typical month. */
  typicalMonth: boolean;
  /** Monthly averages over the months given (the months with any money recorded). */
  income: string;
  /** 'settings' while fewer than three months are recorded and settings stand in (typical month only); 'none' without income. */
  incomeSource: 'transactions' | 'settings' | 'none';
  /** Savings is what was kept, income less spending, as in AI insights. */
  lines: BudgetLineResult[];
}

export interface NetWorthProjectionResult {
  currency: string;
  netWorth: string;
  monthlyContribution: string;
  annualReturnPercent: number;
  years: number;
  /** One point a year, year 0 being today. */
  points: { year: number; value: string; contributed: string }[];
}

export interface UpcomingEventItem {
  title: string;
  start: string;
  end: string;
  location: string | null;
  group: string | null;
}

export interface UpcomingEventsResult {
  timezone: string;
  days: number;
  events: UpcomingEventItem[];
}

/** One expected movement the timeline counted, signed in the account's currency. */
export interface CashFlowToolItem {
  date: string;
  kind: 'income' | 'bill' | 'event' | 'goal';
  title: string;
  amount: string;
  overdue: boolean;
}

/** Whether an upcoming event's share or a goal's remaining amount fits the projected balance. */
export interface CashFlowAffordability {
  kind: 'event' | 'goal';
  title: string;
  /** The event's date, or the goal's deadline (the window's last day when that is further). */
  date: string;
  /** The user's share of the event, or what the goal still needs, in the account's currency (positive). */
  cost: string;
  /** The projected balance at the end of the day before. */
  balanceBefore: string;
  /** The projected balance at the end of that day, the cost paid. */
  balanceAfter: string;
  /** The lowest projected balance from that day to the end of the window, the cost paid. */
  lowestAfter: string;
  /** Whether the balance stays at or above the threshold from that day on. */
  affordable: boolean;
  /** For an event: whether the user already answered going (otherwise the share is as if they went). */
  going: boolean | null;
}

export interface CashFlowToolResult {
  currency: string;
  from: string;
  to: string;
  startingBalance: string;
  endingBalance: string;
  threshold: string;
  lowest: { date: string; balance: string };
  lowDays: string[];
  /** Currencies whose items were left out for want of a rate. */
  unconverted: string[];
  totals: { income: string; bills: string; events: string; goals: string };
  items: CashFlowToolItem[];
  /** Present when `about` was asked: null when no upcoming event or goal matched the words. */
  affordability?: CashFlowAffordability | null;
}

export interface GroupBalanceItem {
  id: string;
  group: string;
  currency: string;
  /** Positive: the group owes the user; negative: the user owes. */
  balance: string;
  /** Payments that settle the user's part (from the group's fewest-payments plan). */
  youPay: { to: string; amount: string }[];
  youReceive: { from: string; amount: string }[];
}

export interface GroupBalancesResult {
  groups: GroupBalanceItem[];
}

export interface CryptoHoldingItem {
  coinId: string;
  /** CoinGecko's name and ticker ("Bitcoin", "btc"); null when no quote was had. */
  name: string | null;
  symbol: string | null;
  /** Coins held, exact. */
  quantity: string;
  /** US dollars per coin, fees included (average cost method). */
  averageCost: string;
  /** What the coins still held cost, in US dollars. */
  cost: string;
  /** Current US dollar price; null when unavailable. */
  price: string | null;
  value: string | null;
  /** Unrealised: value less cost; negative for a loss. */
  gain: string | null;
  gainPercent: number | null;
}

export interface CoinQuoteItem {
  coinId: string;
  name: string | null;
  symbol: string | null;
  /** US dollars; null when CoinGecko does not know the coin or prices are unavailable. */
  price: string | null;
  change24hPercent: number | null;
}

export interface CryptoHoldingsResult {
  /** Every price, cost and value here is in US dollars. */
  currency: 'USD';
  /** False when live prices could not be had: values and gains are then null, holdings are at cost. */
  pricesAvailable: boolean;
  /** Said when prices are unavailable, for whoever reads the result. */
  notice: string | null;
  /** Coins held now, by coin id; empty when the user has no crypto. */
  holdings: CryptoHoldingItem[];
  totalCost: string;
  /** Null when any held coin has no price. */
  totalValue: string | null;
  totalGain: string | null;
  totalGainPercent: number | null;
  /** The total value in the user's own currency at a recent reference rate, when it is not US dollars and a rate is at hand. */
  inUserCurrency: { currency: string; value: string; rateDate: string | null } | null;
  /** Quotes of the coins asked for by id, in the order asked. */
  quotes: CoinQuoteItem[];
}

/** Whether an amount can be had by a date at a typical month's pace (see affordability.ts). */
export interface AffordByDateResult {
  currency: string;
  amount: string;
  by: string;
  /** Cash on hand today, as the dashboard shows it. */
  balance: string;
  /** What a typical month keeps, as AI insights show it (never below zero here). */
  monthlyKept: string;
  months: number;
  projected: string;
  affordable: boolean;
  shortfall: string;
  perMonth: string;
}
