import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { UseMutationResult } from '@tanstack/react-query';
import { recoveryMessages } from '@domain/auth/account-recovery';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface EmailLinkProps<Answer> {
  token: string;
  mutation: UseMutationResult<Answer, Error, string>;
  done: (answer: Answer) => ReactNode;
}

/**
 * Opens a mailed link once, as soon as the page shows: a link is single use, so a second call
 * (a re-render, React's development double effects) would only report it used.
 */
export function EmailLinkResult<Answer>({ token, mutation, done }: EmailLinkProps<Answer>) {
  const { t } = useTranslation();
  const opened = useRef<string | null>(null);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || opened.current === token) return;
    opened.current = token;
    mutate(token);
  }, [token, mutate]);

  const continueButton = (
    <Button asChild size="lg" className="w-full">
      <Link href={paths.dashboard}>{t('auth.emailLink.continue')}</Link>
    </Button>
  );

  if (mutation.isSuccess) {
    return (
      <>
        <div role="status" className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4 text-sm" data-testid="email-link-done">
          <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>{done(mutation.data)}</div>
        </div>
        {continueButton}
      </>
    );
  }
  if (!token || mutation.isError) {
    const message = token ? failureMessage(mutation.error) : recoveryMessages.linkExpired;
    return (
      <>
        <div role="alert" className="flex items-start gap-3 rounded-xl border border-destructive/30 bg-destructive/10 p-4 text-sm text-destructive" data-testid="email-link-failed">
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium">{t('auth.emailLink.failedTitle')}</p>
            <p>{translateMessage(t, message)}</p>
          </div>
        </div>
        {continueButton}
      </>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner />
      {t('auth.emailLink.checking')}
    </p>
  );
}
