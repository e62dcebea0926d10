/**
 * Objects as the API answers them, for client tests: realistic defaults, any field overridable.
 * Ids count up per file, so two calls never collide.
 */
import type { SessionInfo, User } from '@domain/auth/auth';
import type { CategoryList, CustomCategory } from '@domain/categories/custom-categories';
import { builtInCategories } from '@domain/categories/custom-categories';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import type { Goal } from '@domain/goals/goals';
import type { ScoreBand } from '@domain/dashboard/health-score';
import type { Preferences } from '@domain/preferences/preferences';
import { defaultNotifications, type Settings } from '@domain/settings/settings';
import type { Transaction, TransactionSummary } from '@domain/transactions/transactions';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: nextId(),
    firstName: 'Ana',
    lastName: 'Lima',
    email: 'ana@example.com',
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in person of most tests. */
export const testUser: User = makeUser({ id: 'u1' });

export const completedPreferences: Preferences = { theme: 'system', hasCompletedOnboarding: true, language: 'en' };

/** A new account's settings as GET /api/settings answers them. */
export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    email: testUser.email,
    language: 'en',
    currency: 'USD',
    timezone: 'UTC',
    theme: 'system',
    dateFormat: 'medium',
    timeFormat: '12h',
    numberFormat: 'auto',
    notifications: defaultNotifications,
    monthlyIncome: null,
    monthlyExpense: null,
    quietHours: null,
    smsNumber: null,
    expenseAlert: null,
    delivery: { email: false, sms: false, push: true },
    ...overrides,
  };
}

export function makeSessionInfo(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    id: nextId(),
    device: 'Firefox on Linux',
    createdAt: '2025-03-01T10:00:00.000Z',
    lastSeenAt: '2025-03-05T09:00:00.000Z',
    current: false,
    ...overrides,
  };
}

type GoalOverrides = Partial<Omit<Goal, 'progress'>> & { progress?: Partial<Goal['progress']> };

/** An active goal with its progress; `progress` overrides merge into the default progress. */
export function makeGoal(overrides: GoalOverrides = {}): Goal {
  const id = nextId();
  const { progress, ...rest } = overrides;
  return {
    id,
    userId: testUser.id,
    title: 'Emergency fund',
    description: null,
    targetAmount: '5000.00',
    currentAmount: '1200.00',
    currency: 'USD',
    targetDate: '2030-06-01',
    category: 'emergency',
    priority: 'medium',
    status: 'active',
    // Distinct creation days keep "newest first" orderings meaningful.
    createdAt: `2026-01-${String((sequence % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    isOwner: true,
    owner: { id: testUser.id, firstName: testUser.firstName, lastName: testUser.lastName },
    sharedWith: [],
    permission: 'owner',
    contributions: [],
    ...rest,
    progress: {
      percent: 24,
      expectedPercent: 10,
      state: 'on_track',
      remainingAmount: '3800.00',
      amountNeededPerMonth: '80.00',
      daysLeft: 1000,
      monthsLeft: 33,
      overdue: false,
      ...progress,
    },
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  const amount = overrides.amount ?? '42.50';
  const currency = overrides.currency ?? 'USD';
  return {
    id: nextId(),
    userId: testUser.id,
    type: 'expense',
    category: 'groceries',
    amount,
    currency,
    rate: '1',
    baseCurrency: currency,
    baseAmount: amount,
    description: 'Weekly groceries',
    goalId: null,
    goalCurrency: null,
    goalRate: null,
    goalAmount: null,
    destination: null,
    date: '2025-03-04',
    groupExpenseId: null,
    paidGroupExpenseId: null,
    groupExpense: null,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** Two months of income and spending with a category breakdown. */
export function makeSummary(overrides: Partial<TransactionSummary> = {}): TransactionSummary {
  return {
    currency: 'USD',
    from: '2025-02',
    to: '2025-03',
    totals: { income: '5000.00', expenses: '1300.00', transfers: '0.00', net: '3700.00' },
    months: [
      { month: '2025-02', income: '2000.00', expenses: '800.00', transfers: '0.00', net: '1200.00' },
      { month: '2025-03', income: '3000.00', expenses: '500.00', transfers: '0.00', net: '2500.00' },
    ],
    categories: [
      { type: 'expense', category: 'rent', total: '900.00', count: 1 },
      { type: 'expense', category: 'groceries', total: '400.00', count: 6 },
      { type: 'income', category: 'salary', total: '5000.00', count: 2 },
    ],
    otherCurrencies: [],
    ...overrides,
  };
}

/** Dashboard figures for November 2026 with a health score in the given band. */
export function makeDashboardStats(overrides: Partial<DashboardStats> = {}, score = 72, band: ScoreBand = 'good'): DashboardStats {
  return {
    currency: 'USD',
    month: '2026-11',
    totalBalance: '12030.55',
    monthlyIncome: '5090.00',
    monthlyExpenses: '2145.95',
    monthlyNet: '2944.05',
    savingsRate: 57.8,
    netWorth: '29080.55',
    healthScore: score,
    scoreBand: band,
    scoreBreakdown: {
      score,
      band,
      components: [
        { key: 'savingsRate', label: 'Savings rate', weight: 30, score: 60, points: 18, value: 12, target: 20, unit: 'percent', hint: '' },
        { key: 'emergencyFund', label: 'Emergency fund', weight: 25, score: 50, points: 12.5, value: 3, target: 6, unit: 'months', hint: '' },
        { key: 'essentials', label: 'Essential spending', weight: 20, score: 100, points: 20, value: 41.5, target: 50, unit: 'percent', hint: '' },
        { key: 'goals', label: 'Goals on track', weight: 25, score: 86, points: 21.5, value: null, target: 100, unit: 'percent', hint: '' },
      ],
    },
    previousMonth: { income: '4400.00', expenses: '2055.40' },
    goals: { active: 0, completed: 0, archived: 0, totalTarget: '0.00', totalSaved: '0.00' },
    recentTransactions: [],
    otherCurrencies: [],
    cryptoPortfolio: null,
    ...overrides,
  };
}

/** GET /api/categories for an account with no categories of its own, plus any given. */
export function emptyCategoryList(custom: CustomCategory[] = []): CategoryList {
  return {
    income: [...builtInCategories('income'), ...custom.filter((category) => category.type === 'income')],
    expense: [...builtInCategories('expense'), ...custom.filter((category) => category.type === 'expense')],
    transfer: builtInCategories('transfer'),
  };
}

export function makeCustomCategory(overrides: Partial<CustomCategory> = {}): CustomCategory {
  const id = overrides.id ?? '0190a1b2-0000-7000-8000-000000000001';
  return {
    id,
    key: `custom:${id}`,
    type: 'expense',
    name: 'Pets',
    icon: 'paw-print',
    color: '#22C55E',
    builtIn: false,
    transactionCount: 0,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
