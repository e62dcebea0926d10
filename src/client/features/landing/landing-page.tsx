import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CtaSection } from './components/cta-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { LandingFooter } from './components/landing-footer';
import { LandingHeader } from './components/landing-header';
import { PricingSection } from './components/pricing-section';
import { useReferralLink } from './use-referral-link';

type AuthMode = 'signIn' | 'signUp';

export type LandingPageProps =
  | {
      /** The sign-in and sign-up dialog, supplied by the app (ideally lazy: it loads when first asked for). */
      authDialog: ComponentType<{ mode: AuthMode | null; onModeChange: (mode: AuthMode | null) => void; referralCode?: string }>;
      buildYear?: undefined;
    }
  | {
      authDialog?: undefined;
      /**
       * Written at build time for a page that runs no React (docs/decisions/030-landing-without-react.md):
       * its controls are plain markup for src/client/landing-main.ts, and this year stands in until it runs.
       */
      buildYear: number;
    };

/** What signed-out visitors see on every path: the pitch, the plans and the way in. */
export function LandingPage({ authDialog: AuthDialog, buildYear }: LandingPageProps) {
  const prerendered = buildYear !== undefined;
  const { t } = useTranslation();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [authRequested, setAuthRequested] = useState(false);
  const open = (mode: AuthMode) => {
    setAuthRequested(true);
    setAuthMode(mode);
  };
  // A shared link (`/?ref=CODE`) opens sign-up with the friend's code filled in.
  const referralCode = useReferralLink(() => open('signUp'));
  const signIn = () => open('signIn');
  const signUp = () => open('signUp');

  return (
    <div id="top" className="flex min-h-dvh flex-col bg-background text-foreground">
      <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4">
        {t('landing.skipToContent')}
      </a>
      <LandingHeader onSignIn={signIn} onGetStarted={signUp} prerendered={prerendered} />
      {/* Sections below the first screen skip layout and paint until they scroll near, so the
          first paint and hydration only pay for what a phone shows at first. */}
      <main id="main" className="flex-1">
        <HeroSection onGetStarted={signUp} onSignIn={signIn} />
        <FeaturesSection />
        <PricingSection onGetStarted={signUp} prerendered={prerendered} />
        <CtaSection onGetStarted={signUp} />
      </main>
      <LandingFooter buildYear={buildYear} />
      {AuthDialog && authRequested ? (
        <Suspense fallback={null}>
          <AuthDialog mode={authMode} onModeChange={setAuthMode} referralCode={referralCode} />
        </Suspense>
      ) : null}
    </div>
  );
}
