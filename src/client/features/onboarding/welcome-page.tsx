import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { isRtl } from '@domain/shared/languages';
import { failureMessage } from '@/lib/failure-message';
import { rememberReturnPath, takeReturnPath } from '@/lib/return-path';
import { useCurrentUser, useUpdatePreferences } from '@/lib/session';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from '@/components/form-alert';
import { Logo } from '@/components/logo';
import { StepIllustration } from './components/step-illustration';
import { tourSteps, type TourStep } from './tour-steps';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The first-use tour at /welcome, shown full-screen without the app's navigation. */
export function WelcomePage() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const complete = useUpdatePreferences();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const total = tourSteps.length;
  const step: TourStep = tourSteps[index] ?? tourSteps[0];
  const last = index === total - 1;
  const stepLabel = t('onboarding.progress', { current: index + 1, total });

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(next, 0), total - 1));
  };

  const finish = () => {
    if (complete.isPending) return;
    // Taken before saving, so the gate leaving /welcome as the preference lands cannot claim it first.
    const target = takeReturnPath('/');
    complete.mutate({ hasCompletedOnboarding: true }, { onSuccess: () => navigate(target, { replace: true }), onError: () => rememberReturnPath(target) });
  };

  // Screen-reader and keyboard users land on the new step's title, not on a button that moved.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      const forwardKey = isRtl(i18n.language) ? 'ArrowLeft' : 'ArrowRight';
      event.preventDefault();
      moved.current = true;
      setIndex((current) => Math.min(Math.max(current + (event.key === forwardKey ? 1 : -1), 0), total - 1));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [i18n, total]);

  const name = user?.firstName.trim();
  const title = step.id === 'welcome' && name ? t('onboarding.steps.welcome.titleWithName', { name }) : t(`onboarding.steps.${step.id}.title`);
  const points = Array.from({ length: step.points }, (_, n) => t(`onboarding.steps.${step.id}.points.${n + 1}`));

  return (
    <div className="relative flex min-h-dvh flex-col bg-background text-foreground">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-0 h-72 bg-gradient-to-b from-primary/10 to-transparent" />
      <header className="relative flex items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-4">
        <Logo />
        <Button variant="ghost" onClick={finish} disabled={complete.isPending} className="text-muted-foreground">
          {t('onboarding.skip')}
        </Button>
      </header>

      <main className="relative flex flex-1 items-center justify-center px-4 pb-8 sm:px-6">
        <div className="w-full max-w-xl">
          <div className="mb-6 grid gap-3">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-muted-foreground" aria-live="polite">
                {stepLabel}
              </span>
              <span className="text-muted-foreground">{t('onboarding.duration')}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('onboarding.progressLabel')}
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={index + 1}
              aria-valuetext={stepLabel}
              className="h-2 overflow-hidden rounded-full bg-primary/15"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-300 ease-out" style={{ width: `${((index + 1) / total) * 100}%` }} />
            </div>
          </div>

          <section
            key={step.id}
            aria-labelledby="tour-step-title"
            className="animate-fade-in rounded-3xl border border-border bg-card p-6 text-center shadow-xl shadow-primary/5 sm:px-10 sm:py-8"
          >
            <StepIllustration step={step} />
            <h1 id="tour-step-title" ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-balance outline-none sm:text-3xl">
              {title}
            </h1>
            <p className="mx-auto mt-3 max-w-md text-pretty text-muted-foreground">{t(`onboarding.steps.${step.id}.description`)}</p>
            <ul className="mx-auto mt-6 grid max-w-md gap-2.5 text-start text-sm">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 rounded-xl bg-muted/60 px-4 py-2.5">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <Check className="size-3" aria-hidden />
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>

          {complete.isError ? <FormAlert className="mt-4">{translateMessage(t, failureMessage(complete.error)) || t('onboarding.saveFailed')}</FormAlert> : null}

          <nav aria-label={t('onboarding.navigation')} className="mt-6 flex items-center justify-between gap-3">
            <Button variant="outline" size="lg" onClick={() => goTo(index - 1)} disabled={index === 0}>
              <ArrowLeft className="rtl:rotate-180" aria-hidden />
              {t('onboarding.back')}
            </Button>
            <ol className="hidden items-center gap-1.5 sm:flex" aria-hidden>
              {tourSteps.map((item, n) => (
                <li
                  key={item.id}
                  className={cn('h-2 rounded-full transition-all', n === index ? 'w-6 bg-primary' : n < index ? 'w-2 bg-primary/50' : 'w-2 bg-muted-foreground/25')}
                />
              ))}
            </ol>
            {last ? (
              <Button size="lg" onClick={finish} disabled={complete.isPending}>
                {complete.isPending ? <Spinner /> : <Check aria-hidden />}
                {t('onboarding.finish')}
              </Button>
            ) : (
              <Button size="lg" onClick={() => goTo(index + 1)}>
                {t('onboarding.next')}
                <ArrowRight className="rtl:rotate-180" aria-hidden />
              </Button>
            )}
          </nav>
          <p className="mt-6 hidden text-center text-xs text-muted-foreground sm:block">{t('onboarding.keyboardHint')}</p>
        </div>
      </main>
    </div>
  );
}
