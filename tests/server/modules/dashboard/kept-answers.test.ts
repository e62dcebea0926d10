import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../../../src/domain/shared/dates';
import { keptAnswers } from '../../../../src/server/modules/dashboard/kept-answers';

const auth = (dataVersion: string) => ({ id: 'user-1', via: 'session' as const, sessionId: 'session-1', dataVersion });
const zone = 'Pacific/Auckland';

/** A loader that counts its calls and answers the call number, computed "today" in `zone` unless told otherwise. */
function loader(today = todayInZone(zone)) {
  let calls = 0;
  return {
    calls: () => calls,
    load: async () => ({ timezone: zone, today, build: ++calls }),
  };
}

describe('kept answers', () => {
  it('answers from memory while the version stands, and builds again once it moves', async () => {
    const kept = keptAnswers<{ timezone: string; today: string; build: number }>();
    const source = loader();
    expect((await kept.get(auth('7'), source.load)).build).toBe(1);
    expect((await kept.get(auth('7'), source.load)).build).toBe(1);
    expect((await kept.get(auth('8'), source.load)).build).toBe(2);
    expect(source.calls()).toBe(2);
  });

  it('builds again once the day the answer was computed for is over in the user’s zone', async () => {
    const kept = keptAnswers<{ timezone: string; today: string; build: number }>();
    const yesterday = loader(addDays(todayInZone(zone), -1));
    await kept.get(auth('7'), yesterday.load);
    await kept.get(auth('7'), yesterday.load);
    expect(yesterday.calls()).toBe(2);
  });

  it('shares one build between requests asking at once', async () => {
    const kept = keptAnswers<{ timezone: string; today: string; build: number }>();
    const source = loader();
    const answers = await Promise.all([kept.get(auth('3'), source.load), kept.get(auth('3'), source.load), kept.get(auth('3'), source.load)]);
    expect(answers.map((answer) => answer.build)).toEqual([1, 1, 1]);
  });

  it('keeps the newer of two builds when an older one finishes last', async () => {
    const kept = keptAnswers<{ timezone: string; today: string; build: string }>();
    const today = todayInZone(zone);
    let finishOld: (value: { timezone: string; today: string; build: string }) => void = () => undefined;
    const slow = kept.get(auth('4'), () => new Promise((resolve) => (finishOld = resolve)));
    await kept.get(auth('5'), async () => ({ timezone: zone, today, build: 'new' }));
    finishOld({ timezone: zone, today, build: 'old' });
    await slow;
    expect((await kept.get(auth('5'), async () => ({ timezone: zone, today, build: 'rebuilt' }))).build).toBe('new');
  });
});
