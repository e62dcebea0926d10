import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@domain/shared/dates';
import { toast } from '@/lib/toast';
import { CashFlowPage } from '@/features/cash-flow/cash-flow-page';
import { todayLocal } from '@/features/events/event-time';
import { renderWithProviders, setViewport } from '../../app/support';
import { declareCashFlowApi, makeCashFlow } from '../../support/cash-flow-api';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.restoreAllMocks();
});

const today = () => todayLocal('UTC');
const longDay = (offset: number) =>
  new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${addDays(today(), offset)}T00:00:00Z`));

/** Salary on day 3, rent on day 5 takes the balance under the €200 line, a concert on day 6, a goal on day 8. */
const busyMonth = () =>
  makeCashFlow({
    days: 90,
    startingBalance: '900.00',
    threshold: '200.00',
    items: {
      0: [{ kind: 'bill', title: 'Phone', amount: '-40.00', overdue: true, scheduleId: 'phone' }],
      3: [{ kind: 'income', title: 'Salary', amount: '500.00', scheduleId: 'salary' }],
      5: [
        { kind: 'bill', title: 'Rent', amount: '-1200.00', scheduleId: 'rent' },
        { kind: 'bill', title: 'Gym', amount: '-30.00', scheduleId: 'gym' },
      ],
      6: [{ kind: 'event', title: 'Concert', amount: '-45.00', eventId: 'concert', occurrenceStart: null, originalAmount: '50.00', originalCurrency: 'USD' }],
      8: [{ kind: 'goal', title: 'Holiday fund', amount: '-25.00', goalId: 'holiday' }],
    },
  });

async function renderTimeline(flow = busyMonth()) {
  const session = declareCashFlowApi(flow);
  const view = renderWithProviders(<CashFlowPage />, '/cash-flow');
  await screen.findByTestId('timeline-day-list');
  return { ...session, ...view, user: userEvent.setup() };
}

describe('the cash-flow timeline', () => {
  it('asks for 90 days and shows the balances, and the days that hold something', async () => {
    const { calls } = await renderTimeline();
    expect(screen.getByRole('heading', { level: 1, name: 'Cash-flow timeline' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/cash-flow'))?.url).toBe('/api/cash-flow?days=90');
    expect(screen.getByTestId('timeline-starting-balance')).toHaveTextContent('€900.00');
    expect(screen.getByTestId('timeline-ending-balance')).toHaveTextContent('€60.00');
    expect(screen.getByTestId('timeline-lowest')).toHaveTextContent('€60.00');

    const list = screen.getByTestId('timeline-day-list');
    const listed = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.testid?.startsWith('timeline-day-'))
      .map((item) => item.dataset.testid);
    // Days 5 onward are low, so every one of them is listed, with or without items.
    expect(listed.slice(0, 4)).toEqual([
      `timeline-day-${today()}`,
      `timeline-day-${addDays(today(), 3)}`,
      `timeline-day-${addDays(today(), 5)}`,
      `timeline-day-${addDays(today(), 6)}`,
    ]);
    expect(within(screen.getByTestId(`timeline-day-${addDays(today(), 7)}`)).getByText('Nothing expected; the balance stays below your line.')).toBeInTheDocument();
    expect(within(screen.getByTestId(`timeline-day-${today()}`)).getByTestId('timeline-item-overdue')).toHaveTextContent('Overdue');
    const rentDay = within(screen.getByTestId(`timeline-day-${addDays(today(), 5)}`));
    expect(rentDay.getByTestId('timeline-day-low')).toHaveTextContent('Low');
    expect(rentDay.getAllByTestId('timeline-item-amount').map((amount) => amount.textContent)).toEqual(['-€1,200.00', '-€30.00']);
    expect(within(screen.getByTestId(`timeline-day-${addDays(today(), 3)}`)).getByTestId('timeline-item-amount')).toHaveTextContent('+€500.00');
    expect(within(screen.getByTestId(`timeline-day-${addDays(today(), 6)}`)).getByText('$50.00 originally')).toBeInTheDocument();
  });

  it('links each item to what it stands for', async () => {
    await renderTimeline();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Salary')).toHaveAttribute('href', '/money-tracking?tab=recurring&schedule=salary');
    expect(within(screen.getByTestId('timeline-day-list')).getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/money-tracking?tab=recurring&schedule=rent');
    expect(link('Concert')).toHaveAttribute('href', `/calendar?event=concert&date=${addDays(today(), 6)}`);
    expect(link('Holiday fund')).toHaveAttribute('href', '/financial-goals?goal=holiday');
    const kinds = screen.getAllByTestId('timeline-item').map((item) => item.dataset.kind);
    expect(new Set(kinds)).toEqual(new Set(['bill', 'income', 'event', 'goal']));
  });

  it('warns about the first low day and names what causes it', async () => {
    await renderTimeline();
    const warning = screen.getByTestId('timeline-low-warning');
    expect(warning).toHaveTextContent(`Your balance drops to €130.00 on ${longDay(5)}, below your €200.00 line.`);
    const causes = within(warning)
      .getAllByRole('listitem')
      .map((cause) => cause.textContent);
    expect(causes[0]).toContain('Rent');
    expect(causes[0]).toContain('-€1,200.00');
    expect(causes[1]).toContain('Gym');
    expect(within(warning).getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/money-tracking?tab=recurring&schedule=rent');
  });

  it('follows the balance below zero', async () => {
    await renderTimeline(
      makeCashFlow({ startingBalance: '100.00', items: { 2: [{ kind: 'bill', title: 'Insurance', amount: '-300.00' }], 4: [{ kind: 'bill', title: 'Phone', amount: '-20.00' }] } }),
    );
    const warning = screen.getByTestId('timeline-low-warning');
    expect(warning).toHaveTextContent(`Your balance drops to -€200.00 on ${longDay(2)}, below your €0.00 line.`);
    expect(within(warning).getByRole('link', { name: 'Insurance' })).toBeInTheDocument();
    expect(screen.getByTestId('timeline-lowest')).toHaveTextContent('-€220.00');
    expect(screen.getByTestId('timeline-lowest').querySelector('dd')).toHaveClass('text-destructive');
  });

  it('shows no warning while the balance stays above the line', async () => {
    await renderTimeline(makeCashFlow({ startingBalance: '500.00', items: { 2: [{ kind: 'bill', title: 'Phone', amount: '-40.00' }] } }));
    expect(screen.queryByTestId('timeline-low-warning')).not.toBeInTheDocument();
  });

  it('draws the balance as a named chart with a legend and a summary in words', async () => {
    await renderTimeline();
    const chart = screen.getByRole('img', { name: 'Chart of your projected balance' });
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Starts at €900.00 today and ends at €60.00'));
    expect(screen.getByTestId('timeline-chart-summary')).toHaveTextContent('Ahead: 1 payday, 3 bills and 1 event.');
    const legend = within(screen.getByTestId('timeline-legend'));
    for (const entry of ['Balance', 'Low-balance line', 'Payday', 'Bill', 'Event']) expect(legend.getByText(entry)).toBeInTheDocument();
  });

  it('reads a longer window when another period is chosen', async () => {
    const { calls, user } = await renderTimeline();
    await user.click(screen.getByRole('radio', { name: '365 days' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/cash-flow?days=365')).toBe(true));
    expect(screen.getByRole('radio', { name: '365 days' })).toHaveAttribute('aria-checked', 'true');
  });

  it('saves the warning line and reads the timeline again', async () => {
    const { calls, user } = await renderTimeline();
    const amount = screen.getByLabelText('Warn me below');
    expect(amount).toHaveValue('200.00');
    await user.clear(amount);
    await user.type(amount, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Warning line saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ amount: '50' });
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/cash-flow?')).length).toBe(2));
    await waitFor(() => expect(screen.getByLabelText('Warn me below')).toHaveValue('50.00'));
  });

  it('says which currencies could not be converted', async () => {
    await renderTimeline(makeCashFlow({ items: { 1: [{ kind: 'bill', title: 'Phone', amount: '-40.00' }] }, unconverted: ['ARS', 'NGN'] }));
    expect(screen.getByTestId('timeline-unconverted')).toHaveTextContent('Items in ARS, NGN are left out');
  });

  it('says honestly when nothing is expected, with the way to add a recurring transaction', async () => {
    declareCashFlowApi(makeCashFlow({ startingBalance: '300.00' }));
    renderWithProviders(<CashFlowPage />, '/cash-flow');
    expect(await screen.findByText('Nothing expected yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a recurring transaction' })).toHaveAttribute('href', '/money-tracking?tab=recurring');
    expect(screen.queryByTestId('timeline-chart')).not.toBeInTheDocument();
  });

  it('puts the list before the chart on a phone', async () => {
    setViewport('phone');
    await renderTimeline();
    const list = screen.getByTestId('timeline-list-card');
    const chart = screen.getByTestId('timeline-chart-card');
    expect(list.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // From md up the chart is placed first again.
    expect(chart).toHaveClass('md:order-1');
    expect(list).toHaveClass('md:order-2');
  });
});
