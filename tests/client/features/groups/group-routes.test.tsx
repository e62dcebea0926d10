import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/render-app';
import { api } from '../../support/fake-api';
import { declareEmptyAccount } from '../../support/empty-account';
import { makeGroup } from '../../support/group-fixtures';
import { declareEmptyGroupSections } from '../../support/groups-api';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('group routes', () => {
  it('opens a group at /groups/:id inside the layout, with the groups breadcrumb', async () => {
    declareEmptyAccount();
    const group = makeGroup({ name: 'Flatmates' });
    api.use({ 'GET /api/groups/:id': () => group, 'GET /api/groups/:id/invites': () => [] });
    declareEmptyGroupSections((id) => (id === group.id ? group.currency : undefined));
    renderAt(`/groups/${group.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Flatmates' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: i18n.t('layout.breadcrumb') })).getByText('Groups')).toBeInTheDocument();
  });

  it('keeps /groups as the list', async () => {
    declareEmptyAccount();
    renderAt('/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No groups yet')).toBeInTheDocument();
  });

  it('shows an unusable invite link as such, with the way back', async () => {
    declareEmptyAccount();
    renderAt('/invite/not-a-real-token');
    expect(await screen.findByTestId('invite-invalid', {}, { timeout: 5000 })).toHaveTextContent('This invite link is invalid or has expired.');
    expect(screen.getByTestId('invite-back-to-groups')).toHaveAttribute('href', '/groups');
  });
});
