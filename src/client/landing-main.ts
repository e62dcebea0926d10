import { normalizeReferralCode, referralCodeMaxLength, referralLinkParameter } from '@domain/referrals/referral-codes';
import { wireAuthButtons, type AuthDialogs } from '@/features/landing/plain/auth-buttons';
import { wireBillingToggle } from '@/features/landing/plain/billing-toggle';
import { correctCopyrightYear } from '@/features/landing/plain/copyright-year';
import { wireLanguageMenu } from '@/features/landing/plain/language-menu';
import { wireThemeToggle } from '@/features/landing/plain/theme-toggle';
import './styles/index.css';

/**
 * The prerendered landing page's only script (docs/decisions/030-landing-without-react.md): the
 * price toggle, the language menu and the theme switch in plain code, and the sign-in and sign-up
 * dialogs, with React, fetched on the first reach for them. It must import neither React nor i18next.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const page: HTMLElement = container;

/** A shared link (`/?ref=CODE`) opens sign-up with the friend's code filled in. */
function referralCodeInAddress(): string | undefined {
  const code = normalizeReferralCode(new URLSearchParams(window.location.search).get(referralLinkParameter) ?? undefined);
  return code && code.length <= referralCodeMaxLength ? code : undefined;
}

function startLandingPage(): void {
  wireBillingToggle(page);
  wireLanguageMenu(page);
  wireThemeToggle(page);
  correctCopyrightYear(page);
  const referralCode = referralCodeInAddress();
  let dialogs: Promise<AuthDialogs> | undefined;
  const loadDialogs = () => {
    dialogs ??= import('./landing-dialogs').then(
      ({ startLandingDialogs }) => startLandingDialogs({ page, referralCode }),
      (error: unknown) => {
        // A failed download (offline) is tried again on the next reach.
        dialogs = undefined;
        throw error;
      },
    );
    return dialogs;
  };
  wireAuthButtons(page, loadDialogs);
  if (referralCode)
    loadDialogs().then(
      (loaded) => loaded.open('signUp'),
      (error: unknown) => console.error('The sign-up dialog could not load:', error),
    );
}

// Only the build writes the markup in; a page without it (the development server) is the app.
if (page.dataset.prerendered === 'landing') startLandingPage();
else void import('./render-app').then(({ renderApp }) => renderApp(page));
