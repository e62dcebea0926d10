import { api, failure } from './fake-api';
import { emptyCategoryList, makeDashboardStats, makeSummary } from './fixtures';
import { makeInsights, makeSnapshot } from './insights-api';
import { buildInvestmentRecommendations, investmentProfileView } from '@domain/investments/investment-advice';
import { declareSession, type SessionOptions } from './session';
import { addDays } from '@domain/shared/dates';
import type { PlanningWeek } from '@domain/planning/planning';
import { declareNoBudgets } from './budgets-api';

/** The planning board of a week with nothing tracked, planned or earned. */
function emptyWeek(start: string): PlanningWeek {
  const days = Array.from({ length: 7 }, (_, index) => ({ date: addDays(start, index), trackedSeconds: 0, billableSeconds: 0, plannedSeconds: 0, projects: [] }));
  return {
    start,
    end: addDays(start, 6),
    today: start,
    timeZone: 'UTC',
    days,
    projects: [],
    totals: { trackedSeconds: 0, plannedSeconds: 0, billableSeconds: 0 },
    plannedBlocks: [],
    focus: { score: null, band: null },
    streak: { current: 0, longest: 0 },
    month: start.slice(0, 7),
    earnings: [],
    goalsNeed: { currency: 'USD', perMonth: '0.00' },
    goalPlans: [],
  };
}

/**
 * A signed-in person who has recorded nothing yet, for tests that move through whole screens:
 * every read the signed-in screens make answers as the server does for a new account (no groups,
 * no invite behind any link), and the lists the server does not serve yet (upcoming events) answer 404.
 */
export function declareEmptyAccount(options: SessionOptions = {}) {
  const session = declareSession(options);
  declareNoBudgets();
  const zero = '0.00';
  api.use({
    'GET /api/dashboard/stats': () =>
      makeDashboardStats({
        totalBalance: zero,
        monthlyIncome: zero,
        monthlyExpenses: zero,
        monthlyNet: zero,
        savingsRate: null,
        netWorth: zero,
        previousMonth: { income: zero, expenses: zero },
      }),
    'GET /api/financial-goals': () => [],
    'GET /api/transactions': () => ({ items: [], nextCursor: null }),
    'GET /api/transactions/summary': () => makeSummary({ totals: { income: zero, expenses: zero, transfers: zero, net: zero }, months: [], categories: [] }),
    'GET /api/auth/sessions': () => [],
    'GET /api/auth/two-factor': () => ({ twoFactorEnabled: false, backupCodesLeft: 0 }),
    'GET /api/tokens': () => ({ tokens: [] }),
    'GET /api/friends': () => [],
    'GET /api/friends/requests': () => ({ received: [], sent: [] }),
    'GET /api/groups': () => [],
    'GET /api/invites/:token': () => failure(404, 'This invite link is invalid or has expired.', 'INVITE_INVALID'),
    'GET /api/events': () => [],
    'GET /api/events/upcoming': () => [],
    'GET /api/subscription': () => ({ plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
    'GET /api/billing/invoices': () => [],
    'GET /api/referrals': () => ({ code: 'ANA4821', active: true, uses: 0, totalEarned: 0, availableCredits: 0, bonusChats: 0, history: [] }),
    'GET /api/crypto/portfolio': () => ({ holdings: [], totalValue: '0.00', totalCost: '0.00', totalUnrealizedPnl: '0.00', currency: 'USD' }),
    'GET /api/crypto/trades': () => [],
    'GET /api/crypto/markets': () => [],
    'GET /api/crypto/coins/:id/chart': ({ params, query }) => ({ id: params.id, days: query.get('days') ?? '7', prices: [] }),
    'GET /api/ai/conversations': () => [],
    'GET /api/ai/proposals': () => [],
    'GET /api/ai/quota': () => ({ plan: 'free', used: 0, limit: 5, bonus: 0, remaining: 5, resetsAt: '2026-12-01T00:00:00.000Z' }),
    'GET /api/time/timer': () => null,
    'GET /api/time/projects': () => [],
    'GET /api/time/entries': () => [],
    'GET /api/planning/tasks': () => [],
    'GET /api/categories': () => emptyCategoryList(),
    'GET /api/insights': () => makeInsights(makeSnapshot()),
    'GET /api/investments/profile': () => investmentProfileView(null, null),
    'GET /api/investments/recommendations': () => ({ ...buildInvestmentRecommendations(makeSnapshot(), null), otherCurrencies: [] }),
    'GET /api/planning/week': ({ query }) => emptyWeek(query.get('start') ?? '2026-03-02'),
  });
  return session;
}
