import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LogoMark } from '@/components/logo';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthMode = 'signIn' | 'signUp';

type AuthDialogProps = {
  /** Which form is open; null keeps the dialog closed. */
  mode: AuthMode | null;
  onModeChange: (mode: AuthMode | null) => void;
  /** A friend's code from a shared link, filled into the sign-up form. */
  referralCode?: string;
};

export function AuthDialog({ mode, onModeChange, referralCode }: AuthDialogProps) {
  const { t } = useTranslation();
  // Keeps the last form on screen while the dialog animates closed.
  const [shownMode, setShownMode] = useState<AuthMode>(mode ?? 'signIn');
  if (mode && mode !== shownMode) setShownMode(mode);
  const signingUp = shownMode === 'signUp';
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onModeChange(null)}>
      <DialogContent closeLabel={t('auth.close')} className="gap-6 sm:max-w-md sm:p-8" data-testid="auth-dialog">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <LogoMark className="mb-2 size-11" />
          <DialogTitle className="text-2xl tracking-tight">{signingUp ? t('auth.signUp.title') : t('auth.signIn.title')}</DialogTitle>
          <DialogDescription>{signingUp ? t('auth.signUp.description') : t('auth.signIn.description')}</DialogDescription>
        </DialogHeader>
        {signingUp ? (
          <SignUpForm key="sign-up" referralCode={referralCode} onSwitchToSignIn={() => onModeChange('signIn')} />
        ) : (
          <SignInForm key="sign-in" onSwitchToSignUp={() => onModeChange('signUp')} />
        )}
      </DialogContent>
    </Dialog>
  );
}
