import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanningWeek } from '@domain/planning/planning';
import type { TimeEntry, TimeProject } from '@domain/planning/time-tracking';
import { toast } from '@/lib/toast';
import { PlanningPage } from '@/features/planning/planning-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { makeSettings, makeTransaction } from '../../support/fixtures';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const client: TimeProject = {
  id: 'p1',
  name: 'Acme',
  color: '#0ea5e9',
  hourlyRate: '40.00',
  currency: 'USD',
  goalId: 'g1',
  groupId: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
};

const entry = (id: string, start: string, end: string, overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id,
  projectId: 'p1',
  start,
  end,
  durationSeconds: (Date.parse(end) - Date.parse(start)) / 1000,
  note: '',
  billable: true,
  billedAt: null,
  billedTransactionId: null,
  overlapsWith: [],
  createdAt: start,
  updatedAt: start,
  ...overrides,
});

function week(start: string): PlanningWeek {
  const days = Array.from({ length: 7 }, (_, index) => ({
    date: `2026-10-${String(19 + index).padStart(2, '0')}`,
    trackedSeconds: index === 0 ? 9000 : 0,
    billableSeconds: index === 0 ? 9000 : 0,
    plannedSeconds: index === 0 ? 14400 : 0,
    projects: index === 0 ? [{ projectId: 'p1', seconds: 9000 }] : [],
  }));
  return {
    start,
    end: '2026-10-25',
    today: '2026-10-21',
    timeZone: 'UTC',
    days,
    projects: [{ projectId: 'p1', name: 'Acme', color: '#0ea5e9', seconds: 9000, billableSeconds: 9000 }],
    totals: { trackedSeconds: 9000, plannedSeconds: 14400, billableSeconds: 9000 },
    plannedBlocks: [{ eventId: 'ev1', title: 'Deep work', start: '2026-10-19T08:00:00.000Z', end: '2026-10-19T12:00:00.000Z', groupId: null }],
    focus: { score: 63, band: 'good' },
    streak: { current: 3, longest: 5 },
    month: '2026-10',
    earnings: [{ currency: 'USD', billableSeconds: 9000, earned: '100.00', billed: '0.00' }],
    goalsNeed: { currency: 'EUR', perMonth: '400.00' },
    goalPlans: [
      {
        goalId: 'g1',
        goalTitle: 'Vacation',
        projectId: 'p1',
        projectName: 'Acme',
        currency: 'USD',
        remainingAmount: '1400.00',
        targetDate: '2027-01-01',
        state: 'needs_more',
        neededHoursPerWeek: 4,
        recentHoursPerWeek: 2,
        extraHoursPerWeek: 2,
      },
    ],
  };
}

function declarePlanningApi() {
  declareSession();
  const entries = [
    entry('e1', '2026-10-19T08:00:00.000Z', '2026-10-19T09:30:00.000Z', { overlapsWith: ['e2'] }),
    entry('e2', '2026-10-19T09:00:00.000Z', '2026-10-19T10:00:00.000Z', { overlapsWith: ['e1'] }),
  ];
  api.use({
    'GET /api/time/timer': () => null,
    'GET /api/time/projects': () => [client],
    'GET /api/time/entries': () => entries,
    'GET /api/planning/week': ({ query }) => week(query.get('start') ?? ''),
    'GET /api/planning/tasks': () => [],
    'GET /api/financial-goals': () => [],
    'POST /api/time/entries/bill': ({ body }) => {
      const ids = (body as { entryIds: string[] }).entryIds;
      const transaction = makeTransaction({ type: 'income', category: 'freelance', amount: '100.00' });
      return json(201, { transaction, entries: entries.filter((item) => ids.includes(item.id)).map((item) => ({ ...item, billedAt: '2026-10-21T10:00:00.000Z' })) });
    },
  });
}

describe('the planning page', () => {
  it('shows the week: hours, focus score, streak, planned blocks and what a goal needs', async () => {
    declarePlanningApi();
    renderWithProviders(<PlanningPage />, '/planning');
    expect(await screen.findByTestId('week-tracked')).toHaveTextContent('2.5 hrs');
    expect(screen.getByTestId('week-focus')).toHaveTextContent('63');
    expect(screen.getByTestId('week-focus')).toHaveTextContent('Good');
    expect(screen.getByTestId('week-streak')).toHaveTextContent('3 days');
    expect(screen.getByTestId('planned-block')).toHaveTextContent('Deep work');
    expect(screen.getByTestId('goal-plan')).toHaveTextContent('2 more billable hours a week reaches Vacation on time');
    expect(screen.getByTestId('earnings-row')).toHaveTextContent('$100.00');
    // The hours are priced in dollars; what the goals need is a total in the account's euros.
    expect(screen.getByTestId('goals-need')).toHaveTextContent('Your goals need €400.00 a month');
  });

  it('writes amounts, hours and dates in the number and date formats chosen in settings', async () => {
    declarePlanningApi();
    const { queryClient } = renderWithProviders(<PlanningPage />, '/planning');
    // The signed-in gate loads the settings; a page rendered alone finds them in the cache.
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ numberFormat: 'de-DE', dateFormat: 'long' }));
    });
    expect(await screen.findByTestId('week-tracked')).toHaveTextContent('2,5 hrs');
    expect(screen.getByTestId('earnings-row')).toHaveTextContent(/100,00\s\$/);
    expect(screen.getByTestId('goal-plan')).toHaveTextContent(/Acme · 1\.400,00\s\$ to go by January 1, 2027/);
    expect(await screen.findByTestId('project-row')).toHaveTextContent(/40,00\s\$ an hour/);
  });

  it('opens on the account’s week, not the browser’s', async () => {
    // The browser reads Sunday 25 October in UTC; in Kiritimati (UTC+14) it is already Monday 26.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-25T20:00:00Z'));
    try {
      declarePlanningApi();
      const { queryClient } = renderWithProviders(<PlanningPage />, '/planning');
      act(() => {
        queryClient.setQueryData(settingsKeys.settings, makeSettings({ timezone: 'Pacific/Kiritimati' }));
      });
      await waitFor(() => expect(api.calls.some((call) => call.url.includes('/api/planning/week?start=2026-10-26'))).toBe(true));
      expect(screen.queryByRole('button', { name: 'This week' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows and edits entry times on the account’s clock, in its zone', async () => {
    declarePlanningApi();
    api.use({ 'PATCH /api/time/entries/:id': ({ body }) => ({ ...entry('e1', '2026-10-19T08:00:00.000Z', '2026-10-19T09:30:00.000Z'), ...(body as object) }) });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<PlanningPage />, '/planning');
    act(() => {
      queryClient.setQueryData(settingsKeys.settings, makeSettings({ timezone: 'Asia/Tokyo', timeFormat: '24h' }));
    });
    const rows = await screen.findAllByTestId('entry-row');
    await waitFor(() => expect(rows[0]).toHaveTextContent(/17:00\s*–\s*18:30/));
    expect(screen.getByTestId('planned-block')).toHaveTextContent(/17:00\s*–\s*21:00/);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Edit entry' }));
    const form = await screen.findByTestId('entry-form');
    expect(within(form).getByTestId('entry-start')).toHaveValue('2026-10-19T17:00');
    fireEvent.change(within(form).getByTestId('entry-end'), { target: { value: '2026-10-19T19:00' } });
    await user.click(within(form).getByTestId('entry-submit'));
    await waitFor(() => expect(api.callsTo('PATCH /api/time/entries/e1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/time/entries/e1')[0]?.body).toMatchObject({ start: '2026-10-19T08:00:00.000Z', end: '2026-10-19T10:00:00.000Z' });
  });

  it('warns about overlapping entries and turns billable time into income after confirmation', async () => {
    declarePlanningApi();
    const user = userEvent.setup();
    renderWithProviders(<PlanningPage />, '/planning');
    const rows = await screen.findAllByTestId('entry-row');
    expect(within(rows[0]!).getByTestId('entry-overlap')).toHaveTextContent('Overlaps 1 entry');

    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Turn billable time into income' }));
    const dialog = await screen.findByTestId('bill-dialog');
    // 1.5 h + 1 h at 40.00.
    expect(dialog).toHaveTextContent('Record $100.00 of freelance income for 2 entries (2.5 hrs)');
    await user.click(within(dialog).getByRole('button', { name: 'Record income' }));
    await waitFor(() => expect(api.callsTo('POST /api/time/entries/bill')[0]?.body).toEqual({ entryIds: ['e1', 'e2'] }));
    expect(api.callsTo('POST /api/time/entries/bill')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('Income recorded')).toBeInTheDocument();
  });

  it('says "1 hr" in the singular wherever hours are counted', async () => {
    declarePlanningApi();
    api.use({
      'GET /api/planning/week': ({ query }) => {
        const base = week(query.get('start') ?? '');
        const days = base.days.map((day, index) => (index === 0 ? { ...day, trackedSeconds: 3600, plannedSeconds: 3600 } : day));
        return { ...base, days, totals: { trackedSeconds: 3600, plannedSeconds: 3600, billableSeconds: 3600 } };
      },
    });
    renderWithProviders(<PlanningPage />, '/planning');
    expect(await screen.findByTestId('week-tracked')).toHaveTextContent('1 hr');
    expect(screen.getByTestId('week-tracked')).not.toHaveTextContent('1 hrs');
    expect(screen.getAllByTestId('week-day-hours')[0]).toHaveTextContent(/^1 hr tracked · 1 hr planned$/);
    expect(screen.getAllByTestId('week-day-hours')[1]).toHaveTextContent(/^0 hrs tracked · 0 hrs planned$/);
  });

  it('offers no "Go to planning" link on the planning page itself when there are no projects yet', async () => {
    declarePlanningApi();
    api.use({ 'GET /api/time/projects': () => [], 'GET /api/time/entries': () => [] });
    renderWithProviders(<PlanningPage />, '/planning');
    expect(await screen.findByTestId('timer-no-projects')).toHaveTextContent('Create a project to start tracking time.');
    expect(screen.queryByRole('link', { name: 'Go to planning' })).not.toBeInTheDocument();
    expect(screen.getByTestId('new-project')).toBeInTheDocument();
  });
});
