/**
 * What the built-in analyst knows of one language: the words that reveal what a question asks
 * (`lexicon`) and the sentences it answers with (`phrases`). Templates name their values in
 * braces (`{total}`); values arrive already formatted for the language.
 */

/**
 * Intents in the order their words are tried within one language. Order only settles what the
 * question's words leave open: a name from the user's data (a goal, a group, a payee), a measure
 * ("how many", "on average") and words of two intents together ("earn more than I spent") are
 * read first (see understand.ts).
 * Crypto words (bitcoin, كريبتو, คริปโต…) mean nothing else, so they come right after asking
 * whether something is affordable ("can I afford a bitcoin by May?"). Cash-flow words ("the end of
 * the month", "cash flow") come next: an affordability question without an amount that speaks of
 * the end of the month is about the timeline too ("will I have enough money at the end of the month?").
 * Earned-against-spent words come before comparisons: "did I earn more than I spent last month?".
 */
export const analystIntents = [
  'afford',
  'crypto',
  'cashFlow',
  'net',
  'compare',
  'biggest',
  'savingsRate',
  'budget',
  'netWorth',
  'goals',
  'events',
  'groups',
  'balance',
  'income',
  'spending',
] as const;
export type AnalystIntent = (typeof analystIntents)[number];

export const periodWords = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;
export type PeriodWord = (typeof periodWords)[number];

/** Categories the analyst recognises in questions and names in answers. */
export const analystCategories = [
  'rent',
  'utilities',
  'groceries',
  'dining',
  'transport',
  'healthcare',
  'entertainment',
  'shopping',
  'education',
  'salary',
  'freelance',
  'investment',
  'gift',
  'savings',
  'goal_contribution',
  'settle_up',
  'other',
] as const;
export type AnalystCategory = (typeof analystCategories)[number];

export interface Lexicon {
  /** Lower-case word starts (or whole words) per intent; a hit anywhere in the question counts. */
  intents: Record<AnalystIntent, string[]>;
  periods: Record<PeriodWord, string[]>;
  /** The word for months in "the last 3 months" / "in 6 months". */
  monthUnit: string[];
  /** The words for days and weeks in "the last 10 days", "the past 2 weeks". */
  dayUnit: string[];
  weekUnit: string[];
  /**
   * Little words of questions ("the", "my", "how"): never taken for a payee's or a goal's name.
   * The other lists' words never are either.
   */
  stopWords: string[];
  /** Words that put what follows on the other side of a comparison: "than" in "more than last month". */
  than: string[];
  /** Words that start a period at a month: "since September", "desde septiembre", "Eylül'den beri". */
  since: string[];
  /** Words that say what to work out of the rows, rather than their total. */
  measures: {
    /** "how many", "how often": the number of transactions. */
    count: string[];
    /** "on average", "typical": an average, per month unless per-payment words are said too. */
    average: string[];
    /** "per purchase", "each time": the average is per transaction. */
    perTransaction: string[];
    /** "top" in "top 3 purchases". */
    top: string[];
    /** "what share", "percentage": one category's part of all spending. */
    share: string[];
    /** "enough" in "am I saving enough?". */
    enough: string[];
  };
  /** Words after a number that multiply it, as "k" does in any language: "15 juta" is 15,000,000, "2 หมื่น" 20,000. */
  multipliers?: Record<string, number>;
  /** Words for a category in questions (the category's own name is always recognised). */
  categories: Partial<Record<AnalystCategory, string[]>>;
  /** Whether words are separated by spaces (Thai is written without them). */
  spaced: boolean;
  /**
   * Whether every word must also end where a word ends, not only start where one starts: in
   * Vietnamese each syllable is a word, and "tiền điện tử" (crypto) is not "tiền điện tuần này".
   */
  wholeWords?: boolean;
  /** Whether month names take case endings joined to them: Turkish "eylülden beri", "martta". */
  monthsTakeEndings?: boolean;
  /** Words of requests to write something (see requests.ts); a language without them reads only questions. */
  requests?: RequestWords;
}

/**
 * Words that tell the analyst to write something, which the person then confirms on a card.
 * Phrases match at the start of a word, as questions' words do; the words of each list also
 * stay out of descriptions and titles.
 */
export interface RequestWords {
  /** Words that ask rather than tell ("how much", "did I"): a message holding one is a question. */
  asks: string[];
  /** Words that make a question form a request ("can you", "please"). */
  polite: string[];
  /** Paying for something: an expense. */
  spent: string[];
  /** Being paid: income. */
  earned: string[];
  /** Sharing an expense with a group. */
  split: string[];
  /** The word before whom an expense is shared with ("with the flat"). */
  with: string[];
  /** Putting money towards a goal. */
  contribute: string[];
  /** Creating a goal ("new goal", "create a goal"). */
  newGoal: string[];
  /** Setting a budget ("set a budget", "budget of"). */
  budget: string[];
  /** Answers to an invitation. */
  going: string[];
  maybe: string[];
  cantGo: string[];
  /** How often a payment repeats. */
  weekly: string[];
  biweekly: string[];
  monthly: string[];
  yearly: string[];
  /** Day words questions do not need: "last night" is yesterday, and "tomorrow". */
  lastNight: string[];
  tomorrow: string[];
  /** Little words of requests left out of a description ("add", "it", "a"). */
  fillers: string[];
}

export interface Phrases {
  /**
   * `typical` names AI insights' typical month ("over the last {n} months"); `typicalSettings`
   * the same month while the monthly figures from settings stand in.
   */
  periods: Record<PeriodWord, string> & {
    month: string;
    lastMonths: string;
    /** "in the last {n} days". */
    lastDays: string;
    /** "since {date}". */
    since: string;
    /** "from {from} to {to}", both months. */
    range: string;
    typical: string;
    typicalSettings: string;
  };
  categories: Record<AnalystCategory, string>;
  columns: {
    category: string;
    amount: string;
    share: string;
    date: string;
    description: string;
    month: string;
    income: string;
    expenses: string;
    net: string;
    goal: string;
    saved: string;
    target: string;
    progress: string;
    perMonth: string;
    status: string;
    bucket: string;
    actual: string;
    year: string;
    value: string;
    coin: string;
    quantity: string;
    averageCost: string;
    cost: string;
    price: string;
    gain: string;
  };
  spendingTotal: string;
  spendingCategory: string;
  /** Spending at a payee named in the question (`{merchant}`), found in the descriptions. */
  spendingMerchant: string;
  noSpendingMerchant: string;
  /** What `{subject}` reads as in the sentences below: on a category, at a payee, or nothing. */
  subjectCategory: string;
  subjectMerchant: string;
  /** `{count}` payments `{subject}` `{period}`, `{total}` in all. */
  countPayments: string;
  /** An average per month: `{average}`, `{subject}`, `{period}`, `{total}`, `{months}`. */
  averageMonth: string;
  /** The same for income: `{average}`, `{period}`, `{total}`, `{months}`. */
  averageIncomeMonth: string;
  /** An average per payment: `{average}`, `{subject}`, `{period}`, `{count}`, `{total}`. */
  averagePayment: string;
  /** One category's part of all spending: `{category}`, `{percent}`, `{amount}`, `{total}`, `{period}`. */
  share: string;
  /** The single biggest expense: `{amount}`, `{description}`, `{date}`, `{period}`. */
  biggestOne: string;
  /** One subject this period against another: `{current}`, `{subject}`, `{period}`, `{amount}`, `{previousPeriod}`, `{previous}`. */
  compareSubjectMore: string;
  compareSubjectLess: string;
  compareSubjectSame: string;
  /** Earned against spent over a period: `{income}`, `{expenses}`, `{amount}`, `{period}`. */
  earnedMore: string;
  spentMore: string;
  earnedSame: string;
  /** The 20% the 50/30/20 rule asks of a month's income: `{gap}` a month more would reach it. */
  savingEnough: string;
  savingNotEnough: string;
  /** The cash on hand the dashboard shows: `{balance}`. */
  balance: string;
  /** Totals across goals: `{count}`, `{saved}`, `{target}`, `{remaining}`. */
  goalsTotal: string;
  /** One goal named in the question: `{title}`, `{saved}`, `{target}`, `{remaining}`, `{percent}`. */
  goalOne: string;
  noSpending: string;
  noSpendingCategory: string;
  incomeTotal: string;
  noIncome: string;
  byCategory: string;
  otherCurrencies: string;
  biggest: string;
  noExpenses: string;
  compare: string;
  compareMore: string;
  compareLess: string;
  compareSame: string;
  compareBiggestChange: string;
  savingsRate: string;
  /** The savings rate of a typical month: `{income}`, `{expenses}` and `{net}` are monthly averages. */
  savingsTypical: string;
  savingsNoIncome: string;
  goalsIntro: string;
  noGoals: string;
  goalNeed: string;
  goalOverdue: string;
  goalDone: string;
  goalStates: { on_track: string; behind: string; completed: string };
  affordYes: string;
  affordNo: string;
  affordAsk: string;
  /** An upcoming event or goal named in words, from the cash-flow timeline: `{title}`, `{date}`, `{before}`, `{cost}`, `{after}`, `{lowest}`, `{threshold}`. */
  affordNamedYes: string;
  affordNamedNo: string;
  /** The timeline to a day: `{date}`, `{ending}`, `{starting}`, `{income}`, `{bills}`, `{events}`, `{goals}`. */
  cashFlowEnd: string;
  /** Days below the warning level: `{threshold}`, `{count}`, `{date}`, `{lowest}`. */
  cashFlowLow: string;
  cashFlowSafe: string;
  /** Heads the table of what the timeline counted. */
  cashFlowCounted: string;
  /** `{list}`: currencies without a rate, left out. */
  cashFlowUnconverted: string;
  budgetIntro: string;
  /** Said when the monthly figures from settings stand in for a short history, as AI insights do. */
  fromSettings: string;
  budgetNoIncome: string;
  buckets: { needs: string; wants: string; savings: string };
  overNeeds: string;
  overWants: string;
  underSavings: string;
  budgetOnTrack: string;
  netWorth: string;
  eventsIntro: string;
  noEvents: string;
  groupOwed: string;
  groupOwe: string;
  groupSettled: string;
  payTo: string;
  receiveFrom: string;
  noGroups: string;
  /** The whole holding, in US dollars, at current prices: `{value}`, `{cost}`, `{gain}` (unsigned), `{percent}`. */
  cryptoUp: string;
  cryptoDown: string;
  /** When some held coin has no price: what the holdings cost. */
  cryptoAtCost: string;
  /** The total in the user's currency at a reference rate of `{date}`. */
  cryptoConverted: string;
  /** Live prices could not be had; holdings are shown at cost. */
  cryptoPricesUnavailable: string;
  /** Live prices could not be had and nothing is held: the coins asked about cannot be quoted. */
  cryptoQuotesUnavailable: string;
  /** A coin asked about: `{coin}` at `{price}`, `{change}` over 24 hours. */
  cryptoQuote: string;
  cryptoQuoteNoChange: string;
  cryptoQuoteUnknown: string;
  noCrypto: string;
  unknown: string;
  /** What the analyst says of a write it proposes, which the person confirms on a card (see requests.ts). */
  requests: RequestPhrases;
  /** Questions the analyst answers, offered when it did not understand. */
  examples: string[];
}

/**
 * Sentences for proposed writes: `{name}` is the group, goal or event, `{what}` the expense looked
 * for, `{period}` when, `{example}` a request with an amount. Nothing is written until the
 * person confirms, so each ends by saying so (`confirm`).
 */
export interface RequestPhrases {
  expense: string;
  income: string;
  goal: string;
  contribution: string;
  groupExpense: string;
  rsvp: string;
  budget: string;
  schedule: string;
  confirm: string;
  /** No expense found to split: `{what}`, `{period}`, `{example}`. */
  nothingToSplit: string;
  /** A request to split with an amount, offered then: `{what}`, `{name}` (the reader reads it back). */
  splitExample: string;
}

export interface LanguagePack {
  lexicon: Lexicon;
  phrases: Phrases;
}
