import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@domain/shared/dates';
import type { ApiToken } from '@domain/tokens/api-tokens';
import { ApiTokensSection } from '@/features/settings/components/tokens/api-tokens-section';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

const secret = 'tdm_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

const token = (overrides: Partial<ApiToken>): ApiToken => ({
  id: '0193a000-0000-7000-8000-000000000001',
  name: 'Spreadsheet sync',
  scope: 'read',
  prefix: 'tdm_Zm9vYmFy',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  expired: false,
  ...overrides,
});

function renderSection(initial: ApiToken[]) {
  let tokens = [...initial];
  declareSession();
  api.use({
    'GET /api/tokens': () => ({ tokens }),
    'POST /api/tokens': ({ body }) => {
      const input = body as { name: string; scope: ApiToken['scope']; expiresAt: string | null };
      if (input.name === 'Taken') {
        const message = 'Keep the name to 60 characters or fewer';
        return failure(400, message, 'VALIDATION_FAILED', { fieldErrors: { name: message }, fieldKeys: { name: { key: 'apiTokens.nameTooLong' } } });
      }
      const made = token({ id: '0193a000-0000-7000-8000-000000000009', name: input.name, scope: input.scope, prefix: secret.slice(0, 12), createdAt: new Date().toISOString() });
      tokens = [made, ...tokens];
      return json(201, { token: made, secret });
    },
    'DELETE /api/tokens/:id': ({ params }) => {
      tokens = tokens.filter((item) => item.id !== params.id);
      return json(204);
    },
  });
  return renderWithProviders(<ApiTokensSection />, '/settings');
}

describe('the API tokens section', () => {
  it('makes a token and shows its secret once, with a copy button and a warning', async () => {
    const user = userEvent.setup();
    renderSection([]);
    expect(await screen.findByText('No tokens yet. Tokens you create appear here.')).toBeVisible();

    await user.type(screen.getByLabelText('Name'), 'Home server');
    await user.click(screen.getByRole('radio', { name: /Read and write/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const panel = await screen.findByTestId('new-token-secret');
    expect(within(panel).getByRole('textbox', { name: 'New token' })).toHaveValue(secret);
    expect(within(panel).getByRole('textbox', { name: 'New token' })).toHaveAttribute('readonly');
    expect(within(panel).getByText('Copy it now and keep it somewhere safe. It will not be shown again.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(api.callsTo('POST /api/tokens').map((call) => call.body)).toEqual([{ name: 'Home server', scope: 'read_write', expiresAt: addDays(todayInZone('UTC'), 90) }]);

    const list = await screen.findByTestId('api-token-list');
    expect(within(list).getByText('Home server')).toBeVisible();
    expect(within(list).queryByText(secret)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'I copied it' }));
    expect(screen.queryByTestId('new-token-secret')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('asks for a name before sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    renderSection([]);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Enter a name for the token')).toBeVisible();
    expect(api.callsTo('POST /api/tokens')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Keep the name to 60 characters or fewer')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists each token’s scope, prefix, use and expiry', async () => {
    renderSection([
      token({
        id: '0193a000-0000-7000-8000-000000000002',
        name: 'Old laptop',
        scope: 'read_write',
        lastUsedAt: '2026-11-20T08:30:00.000Z',
        expiresAt: '2026-11-21T00:00:00.000Z',
        expired: true,
      }),
      token({}),
    ]);
    const rows = await screen.findAllByTestId('api-token');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Read and write')).toBeVisible();
    expect(within(rows[0]!).getByText('Expired')).toBeVisible();
    expect(rows[0]).toHaveTextContent(/Expired after .*20/);
    expect(within(rows[1]!).getByText('Read only')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Never used');
    expect(rows[1]).toHaveTextContent('No expiry');
    expect(rows[1]).toHaveTextContent('tdm_Zm9vYmFy…');
  });

  it('revokes a token only after the confirmation, from the keyboard too', async () => {
    const user = userEvent.setup();
    renderSection([token({})]);
    const revoke = await screen.findByRole('button', { name: 'Revoke Spreadsheet sync' });
    revoke.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByTestId('revoke-token-dialog');
    expect(within(dialog).getByText('Anything using this token stops working at once. This cannot be undone.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/tokens/0193a000-0000-7000-8000-000000000001')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Spreadsheet sync' }));
    await user.click(await screen.findByTestId('revoke-token-confirm'));
    await waitFor(() => expect(screen.queryByTestId('revoke-token-dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/tokens/0193a000-0000-7000-8000-000000000001')).toHaveLength(1);
    expect(await screen.findByText('No tokens yet. Tokens you create appear here.')).toBeVisible();
  });
});
