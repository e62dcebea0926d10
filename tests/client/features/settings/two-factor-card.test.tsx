import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TwoFactorCard } from '@/features/settings/components/two-factor-card';
import { renderWithProviders } from '../../app/support';
import { api, failure, json } from '../../support/fake-api';
import { declareSession } from '../../support/session';

const backupCodes = ['abcd-efgh', 'jkmn-pqrs', 'tuvw-xyz2', '3456-789a', 'bcde-fghj', 'kmnp-qrst', 'uvwx-yz23', '4567-89ab', 'cdef-ghjk', 'mnpq-rstu'];
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Tandem:ana%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Tandem',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};

function renderCard(enabled: boolean) {
  let status = { twoFactorEnabled: enabled, backupCodesLeft: enabled ? 7 : 0 };
  declareSession();
  api.use({
    'GET /api/auth/two-factor': () => status,
    'POST /api/auth/two-factor/setup': () => setup,
    'POST /api/auth/two-factor/enable': ({ body }) => {
      if ((body as { code: string }).code !== '123456') {
        const message = 'This code is not right. Check your authenticator app and try again';
        return failure(400, message, 'VALIDATION_FAILED', { fieldErrors: { code: message }, fieldKeys: { code: { key: 'twoFactor.codeWrong' } } });
      }
      status = { twoFactorEnabled: true, backupCodesLeft: 10 };
      return { backupCodes };
    },
    'POST /api/auth/two-factor/disable': ({ body }) => {
      if ((body as { password: string }).password !== 'right password') {
        const message = 'Current password is incorrect';
        return failure(400, message, 'VALIDATION_FAILED', { fieldErrors: { password: message }, fieldKeys: { password: { key: 'messages.wrongPassword' } } });
      }
      status = { twoFactorEnabled: false, backupCodesLeft: 0 };
      return json(204);
    },
    'POST /api/auth/two-factor/backup-codes': () => {
      status = { twoFactorEnabled: true, backupCodesLeft: 10 };
      return { backupCodes: [...backupCodes].reverse() };
    },
  });
  return renderWithProviders(<TwoFactorCard email="ana@example.com" />, '/settings');
}

describe('the two-factor card', () => {
  it('turns two-factor on with the QR code, a first code and the backup codes', async () => {
    renderCard(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', setup.qrCode);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent(setup.secret);

    const code = screen.getByLabelText('Code from the app');
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('This code is not right. Check your authenticator app and try again')).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const list = await screen.findByTestId('two-factor-backup-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(backupCodes);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'I saved them' }));

    expect(screen.queryByTestId('two-factor-backup-codes')).not.toBeInTheDocument();
    expect(await screen.findByText('Unused backup codes: 10')).toBeVisible();
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('On');
  });

  it('turns two-factor off with the password and a code, showing a wrong password on its field', async () => {
    renderCard(true);
    expect(await screen.findByText('Unused backup codes: 7')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong password');
    await userEvent.type(within(dialog).getByLabelText('Code from the app or a backup code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeVisible();

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(api.callsTo('POST /api/auth/two-factor/disable').at(-1)?.body).toEqual({ password: 'right password', code: '123456' });
  });

  it('shows a fresh set of backup codes once the password and a code are confirmed', async () => {
    renderCard(true);
    await userEvent.click(await screen.findByRole('button', { name: 'New backup codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new backup codes?' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right password');
    await userEvent.type(within(dialog).getByLabelText('Code from the app or a backup code'), 'abcd-efgh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));

    const list = await screen.findByTestId('two-factor-backup-codes');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('mnpq-rstu');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
