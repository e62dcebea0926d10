import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@domain/settings/settings';
import { toast } from '@/lib/toast';
import { SettingsPage } from '@/features/settings/settings-page';
import { settingsKeys } from '@/lib/settings';
import { renderWithProviders } from '../../app/support';
import { api, failure } from '../../support/fake-api';
import { declareSession } from '../../support/session';
import { emptyCategoryList } from '../../support/fixtures';

// Radix selects and dialogs take several renders each; a busy two-core machine needs the room.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  act(() => void toast.dismiss());
});

function renderSettings(settings: Partial<Settings> = {}) {
  declareSession({ settings });
  api.use({
    'GET /api/auth/sessions': () => [],
    'GET /api/auth/two-factor': () => ({ twoFactorEnabled: false, backupCodesLeft: 0 }),
    'GET /api/tokens': () => ({ tokens: [] }),
    'GET /api/subscription': () => ({ plan: 'free', interval: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false }),
    'GET /api/categories': () => emptyCategoryList(),
    'GET /api/currency/rates': () => ({ base: 'USD', date: '2026-03-02', publishedOn: '2026-03-02', rates: { EUR: '0.92' }, unavailable: [] }),
    'POST /api/settings/currency': ({ body }) => ({ ...(body as object), previousCurrency: 'USD', rate: null, transactions: 0, goals: 0 }),
  });
  return { user: userEvent.setup(), ...renderWithProviders(<SettingsPage />, '/settings') };
}

async function choose(trigger: HTMLElement, option: RegExp) {
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('settings: preferences', () => {
  it('asks how existing money moves when the currency changes, and previews the number format chosen', async () => {
    renderSettings();
    const preview = await screen.findByTestId('settings-preview');
    expect(within(preview).getByTestId('preview-amount')).toHaveTextContent('$1,234.56');

    await choose(screen.getByTestId('settings-currency'), /^EUR/);
    const dialog = await screen.findByTestId('currency-change-dialog');
    await userEvent.click(within(dialog).getByTestId('currency-change-relabel'));
    await userEvent.click(within(dialog).getByTestId('currency-change-confirm'));
    await waitFor(() => expect(api.callsTo('POST /api/settings/currency')[0]?.body).toEqual({ currency: 'EUR', mode: 'relabel' }));
    expect(api.callsTo('PATCH /api/settings')).toHaveLength(0);
    await choose(screen.getByTestId('settings-number-format'), /^de-DE/);
    await waitFor(() => expect(within(preview).getByTestId('preview-amount')).toHaveTextContent('1.234,56 $'));
    expect(within(preview).getByTestId('preview-number')).toHaveTextContent('1.234.567,89');
  });

  it('switches the clock and the date format', async () => {
    const { queryClient } = renderSettings();
    const preview = await screen.findByTestId('settings-preview');
    await userEvent.click(screen.getByTestId('settings-time-format-24h'));
    await choose(screen.getByTestId('settings-date-format'), /^Long/);
    await waitFor(() => expect(queryClient.getQueryData(settingsKeys.settings)).toMatchObject({ dateFormat: 'long', timeFormat: '24h' }));
    expect(within(preview).getByTestId('preview-time').textContent).toMatch(/^\d{2}:\d{2}$/);
  });

  it('finds a time zone by typing part of its name and saves it', async () => {
    renderSettings();
    await userEvent.click(await screen.findByTestId('settings-timezone'));
    await userEvent.type(screen.getByTestId('timezone-search'), 'pacific tonga');
    const options = await screen.findAllByTestId('timezone-option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('Pacific / Rarotonga'), expect.stringContaining('Pacific / Tongatapu')]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH /api/settings')[0]?.body).toEqual({ timezone: 'Pacific/Tongatapu' }));
    expect(await screen.findByTestId('settings-timezone')).toHaveTextContent('Pacific / Tongatapu');
    // The spoken name is the row's label, then the zone and its offset as seen, each word apart.
    expect(screen.getByTestId('settings-timezone')).toHaveAccessibleName(/^Time zone Pacific \/ Tongatapu GMT\+13:00$/);
  });

  it('says when no zone matches', async () => {
    renderSettings();
    await userEvent.click(await screen.findByTestId('settings-timezone'));
    await userEvent.type(screen.getByTestId('timezone-search'), 'atlantis');
    expect(await screen.findByText('No time zone matches “atlantis”.')).toBeVisible();
  });

  it('saves monthly income and expenses in the account currency, and refuses what is not an amount', async () => {
    renderSettings({ currency: 'JPY' });
    const income = await screen.findByTestId('settings-monthlyIncome');
    await userEvent.type(income, '250000.50');
    await userEvent.click(screen.getByTestId('settings-monthly-save'));
    expect(await screen.findByText('JPY amounts cannot have decimals')).toBeVisible();
    expect(api.callsTo('PATCH /api/settings')).toHaveLength(0);

    await userEvent.clear(income);
    await userEvent.type(income, '250,000');
    await userEvent.type(screen.getByTestId('settings-monthlyExpense'), '180000');
    await userEvent.click(screen.getByTestId('settings-monthly-save'));
    await waitFor(() => expect(api.callsTo('PATCH /api/settings')[0]?.body).toEqual({ monthlyIncome: '250000', monthlyExpense: '180000' }));
  });

  it('tells the user when the server refuses a change and keeps the old value', async () => {
    renderSettings();
    api.use({
      'PATCH /api/settings': () => failure(400, 'Choose one of the date formats', 'VALIDATION_FAILED', { fieldErrors: { dateFormat: 'Choose one of the date formats' } }),
    });
    await choose(await screen.findByTestId('settings-date-format'), /^Long/);
    expect(await screen.findByText("Couldn't save that change")).toBeVisible();
    expect(screen.getByTestId('settings-date-format')).toHaveTextContent(/^Medium/);
  });
});
