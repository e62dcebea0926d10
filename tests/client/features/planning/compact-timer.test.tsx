import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimeEntry, TimeProject } from '@domain/planning/time-tracking';
import { toast } from '@/lib/toast';
import { CompactTimer } from '@/features/planning/timer/compact-timer';
import { renderWithProviders } from '../../app/support';
import { api, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const project = (overrides: Partial<TimeProject> = {}): TimeProject => ({
  id: 'p1',
  name: 'Client work',
  color: '#0ea5e9',
  hourlyRate: '50.00',
  currency: 'USD',
  goalId: null,
  groupId: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

const runningEntry = (overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id: 'e1',
  projectId: 'p1',
  start: '2026-10-20T09:00:00.000Z',
  end: null,
  durationSeconds: 3725,
  note: 'Design review',
  billable: true,
  billedAt: null,
  billedTransactionId: null,
  overlapsWith: [],
  createdAt: '2026-10-20T09:00:00.000Z',
  updatedAt: '2026-10-20T09:00:00.000Z',
  ...overrides,
});

/** The server's one timer: what start and stop change, and what every device reads back. */
function declareTimerApi(projects: TimeProject[], initial: TimeEntry | null) {
  declareSession();
  let running = initial;
  api.use({
    'GET /api/time/projects': () => projects,
    'GET /api/time/timer': () => running,
    'POST /api/time/timer/start': ({ body }) => {
      const { projectId, note } = body as { projectId: string; note?: string };
      running = runningEntry({ id: 'e2', projectId, note: note ?? '', durationSeconds: 0 });
      return json(201, running);
    },
    'POST /api/time/timer/stop': () => {
      const finished = { ...running!, end: '2026-10-20T10:02:05.000Z' };
      running = null;
      return finished;
    },
  });
}

describe('the compact timer', () => {
  it('shows a timer started on another device with the time the server counted', async () => {
    declareTimerApi([project()], runningEntry());
    renderWithProviders(<CompactTimer />);
    const running = await screen.findByTestId('timer-running');
    expect(within(running).getByText('Client work')).toBeInTheDocument();
    expect(within(running).getByText('Design review')).toBeInTheDocument();
    expect(within(running).getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('1:02:05');
  });

  it('starts the timer for the chosen project with a note, then stops it', async () => {
    declareTimerApi([project(), project({ id: 'p2', name: 'Writing', hourlyRate: null, currency: null })], null);
    const user = userEvent.setup();
    renderWithProviders(<CompactTimer />);
    const idle = await screen.findByTestId('timer-idle');
    expect(within(idle).getByRole('combobox', { name: 'Project' })).toHaveTextContent('Client work');
    await user.click(within(idle).getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Writing' }));
    await user.type(within(idle).getByLabelText('What are you working on?'), 'Chapter two');
    await user.click(within(idle).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(api.callsTo('POST /api/time/timer/start')[0]?.body).toEqual({ projectId: 'p2', note: 'Chapter two' }));
    const running = await screen.findByTestId('timer-running');
    expect(within(running).getByText('Writing')).toBeInTheDocument();
    expect(within(running).getByRole('timer')).toHaveTextContent('0:00:0');

    await user.click(within(running).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Timer stopped')).toBeInTheDocument();
    expect(await screen.findByTestId('timer-idle')).toBeInTheDocument();
    expect(api.callsTo('POST /api/time/timer/stop')).toHaveLength(1);
  });

  it('asks for a project first when there is none', async () => {
    declareTimerApi([], null);
    renderWithProviders(<CompactTimer />, '/');
    expect(await screen.findByText('Create a project to start tracking time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to planning' })).toHaveAttribute('href', '/planning');
  });
});
