import { useTranslation } from 'react-i18next';
import { KeyRound, LogOut } from 'lucide-react';
import type { User } from '@domain/auth/auth';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/components/layout/use-sign-out';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import { TwoFactorCard } from './two-factor-card';
import { SettingsRow, SettingsSection } from './settings-section';

export function SecuritySection({ user }: { user: User }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <SettingsSection id="security" icon={KeyRound} title={t('settings.security.title')} description={t('settings.security.description')}>
      <ChangePasswordForm email={user.email} />
      <div className="border-t border-border" />
      <TwoFactorCard email={user.email} />
      <div className="border-t border-border" />
      <SessionsList />
      <div className="border-t border-border" />
      <SettingsRow title={t('settings.security.signOutTitle')} description={t('settings.security.signOutHint')}>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending} data-testid="settings-sign-out">
          {signOut.isPending ? <Spinner /> : <LogOut className="rtl:rotate-180" aria-hidden />}
          {t('settings.security.signOut')}
        </Button>
      </SettingsRow>
    </SettingsSection>
  );
}
