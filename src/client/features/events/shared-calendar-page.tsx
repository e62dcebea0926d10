import { CalendarPlusIcon, CalendarXIcon, DownloadIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { PublicCalendar } from '@domain/events/events';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/load-error';
import { QueryState } from '@/components/query-state';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { paths } from '@/lib/paths';
import { useSharedCalendar } from './api';
import { SharedEventList } from './components/shared-event-list';
import { absoluteUrl, sharedCalendarFeedPath, webcalUrl } from './links';

function Body({ token }: { token: string }) {
  const { t } = useTranslation();
  const calendar = useSharedCalendar(token);
  const openTandem = (
    <Button asChild variant="outline">
      <Link href={paths.dashboard}>{t('pages.sharedCalendar.openTandem')}</Link>
    </Button>
  );

  // A link that was revoked or never existed is no failure to retry.
  if (calendar.error instanceof ApiError && calendar.error.status === 404) {
    return (
      <>
        <PageHeader title={t('pages.sharedCalendar.title')} />
        <EmptyState icon={CalendarXIcon} title={t('pages.sharedCalendar.invalidTitle')} description={t('pages.sharedCalendar.invalidDescription')} action={openTandem} />
      </>
    );
  }
  const skeleton = (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4" data-testid="shared-calendar-loading">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-80 max-w-full" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
  return (
    <QueryState
      query={calendar}
      skeleton={skeleton}
      // The page keeps its heading above the error: the calendar's name is what would have headed it.
      failure={({ error, retry, retrying }) => (
        <>
          <PageHeader title={t('pages.sharedCalendar.title')} />
          <LoadError variant="card" title={t('pages.sharedCalendar.loadFailed')} error={error} onRetry={retry} retrying={retrying} />
        </>
      )}
    >
      {(shared) => <SharedCalendar token={token} calendar={shared} />}
    </QueryState>
  );
}

function SharedCalendar({ token, calendar }: { token: string; calendar: PublicCalendar }) {
  const { t } = useTranslation();
  const feed = sharedCalendarFeedPath(token);
  return (
    <>
      <PageHeader
        title={calendar.name}
        description={t('pages.sharedCalendar.description')}
        actions={
          <>
            <Button asChild>
              <a href={webcalUrl(feed)} data-testid="subscribe-link">
                <CalendarPlusIcon aria-hidden />
                {t('pages.sharedCalendar.subscribe')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={absoluteUrl(feed)} data-testid="ics-link">
                <DownloadIcon aria-hidden />
                {t('pages.sharedCalendar.downloadIcs')}
              </a>
            </Button>
          </>
        }
      />
      <SharedEventList events={calendar.events} />
    </>
  );
}

/** A calendar someone shared by link: read-only, no sidebar, readable without an account. */
export function SharedCalendarPage({ token }: { token: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-4xl items-center px-4 sm:px-6 lg:px-8">
          <Link href={paths.dashboard} className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
            <Logo />
          </Link>
        </div>
      </header>
      <PageContainer className="max-w-4xl">
        <Body token={token} />
      </PageContainer>
    </div>
  );
}
