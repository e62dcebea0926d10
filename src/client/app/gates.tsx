import { useEffect, type ReactNode } from 'react';
import { RotateCcwIcon, WifiOffIcon } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/layout/full-screen-spinner';
import { useCurrentUser, usePreferences } from '@/lib/session';
import { paths } from '@/lib/paths';
import { rememberReturnPath, takeReturnPath } from '@/lib/return-path';
import { useSettings } from '@/lib/settings';
import { LazyAuthDialog } from './auth-dialog';
import { lazyNamed } from './lazy-named';
import { LandingPage } from './screens';

// The signed-in app loads its screens from ./screens, so it is split off here rather than listed there.
const loadSignedInApp = () => import('./signed-in-app');
const SignedInApp = lazyNamed(loadSignedInApp, 'SignedInApp');

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <WifiOffIcon className="size-6" aria-hidden />
      </span>
      <div className="max-w-sm space-y-1">
        <h1 className="text-lg font-semibold">{t('errors.sessionUnavailableTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t('errors.sessionUnavailable')}</p>
      </div>
      <Button onClick={onRetry}>
        <RotateCcwIcon aria-hidden />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** Signed-out visitors see only the landing page; signed-in users pass on to onboarding and the app. */
export function AuthGate() {
  const { data: user, isLoading, isError, refetch } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (isError) return <SessionUnavailable onRetry={() => void refetch()} />;
  if (!user) return <LandingPage authDialog={LazyAuthDialog} />;
  // Downloaded while the onboarding gate reads preferences and settings, not after.
  void loadSignedInApp();
  return (
    <OnboardingGate>
      <SignedInApp />
    </OnboardingGate>
  );
}

/** Until the tour is finished every path leads to /welcome; afterwards /welcome leads home. */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { data: preferences, isLoading } = usePreferences();
  // Every screen formats with the account's zone and formats; a failure falls back to the defaults.
  const settings = useSettings({ fetch: true });
  const onWelcome = location === paths.welcome;
  const mustOnboard = preferences?.hasCompletedOnboarding === false && !onWelcome;
  const leaveWelcome = preferences?.hasCompletedOnboarding === true && onWelcome;

  const search = useSearch();

  useEffect(() => {
    if (mustOnboard) {
      // An invitation opened before signing up is where the person wanted to go: back there after the tour.
      rememberReturnPath(search ? `${location}?${search}` : location);
      navigate(paths.welcome, { replace: true });
    } else if (leaveWelcome) navigate(takeReturnPath(paths.dashboard), { replace: true });
  }, [mustOnboard, leaveWelcome, navigate, location, search]);

  if (isLoading || settings.isLoading) return <FullScreenSpinner />;
  if (mustOnboard) return <FullScreenSpinner message={t('layout.preparingExperience')} />;
  if (leaveWelcome) return <FullScreenSpinner />;
  return children;
}
