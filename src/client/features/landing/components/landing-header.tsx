import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { DeferredLanguageSwitcher } from '@/components/layout/deferred-language-switcher';
import { ThemeToggle } from '@/components/layout/theme-controls';
import { useHydrated } from '../use-hydrated';
import { LandingLanguageMenu } from './landing-language-menu';
import { LandingThemeToggle } from './landing-theme-toggle';

type LandingHeaderProps = {
  onSignIn: () => void;
  onGetStarted: () => void;
  /** Written at build time for a page without React: the menu and theme switch are plain markup for a small script. */
  prerendered: boolean;
};

export function LandingHeader({ onSignIn, onGetStarted, prerendered }: LandingHeaderProps) {
  const { t } = useTranslation();
  // The toggle shows this visitor's theme, which the prerendered page cannot know: a same-sized
  // blank stands in until the page is live.
  const hydrated = useHydrated();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <a href="#top" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none">
          <Logo />
        </a>
        <nav aria-label={t('landing.header.nav')} className="ms-6 hidden items-center gap-1 text-sm md:flex">
          <a href="#features" className="rounded-md px-3 py-2 text-muted-foreground transition-colors hover:text-foreground">
            {t('landing.header.features')}
          </a>
          <a href="#pricing" className="rounded-md px-3 py-2 text-muted-foreground transition-colors hover:text-foreground">
            {t('landing.header.pricing')}
          </a>
        </nav>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1.5">
          {prerendered ? <LandingLanguageMenu /> : <DeferredLanguageSwitcher />}
          {prerendered ? <LandingThemeToggle /> : hydrated ? <ThemeToggle /> : <span aria-hidden className="size-9" />}
          <Button variant="ghost" size="sm" className="h-9 px-3 text-sm" onClick={onSignIn} data-auth-open="signIn">
            {t('landing.header.signIn')}
          </Button>
          <Button size="sm" className="hidden h-9 px-4 text-sm sm:inline-flex" onClick={onGetStarted} data-auth-open="signUp">
            {t('landing.header.getStarted')}
          </Button>
        </div>
      </div>
    </header>
  );
}
