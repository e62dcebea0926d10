import type { ReferralHistoryEntry, ReferralSummary } from '@domain/referrals/referrals';
import { api, type RecordedCall } from './fake-api';
import { declareSession } from './session';

export function makeReferralSummary(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return { code: 'ANA4821', active: true, uses: 0, totalEarned: 0, availableCredits: 0, bonusChats: 0, history: [], ...overrides };
}

export function makeReferral(friendName: string, date: string): ReferralHistoryEntry {
  return { friendName, date, credits: 10 };
}

/** GET answers the summary; PATCH changes `active` and echoes the summary, as the server does. */
export function declareReferralsApi(summary: ReferralSummary = makeReferralSummary()): { calls: RecordedCall[] } {
  let current = summary;
  declareSession();
  api.use({
    'GET /api/referrals': () => current,
    'PATCH /api/referrals': ({ body }) => {
      current = { ...current, active: (body as { active: boolean }).active };
      return current;
    },
  });
  return { calls: api.calls };
}
