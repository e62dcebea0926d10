import { CalendarXIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

/** A calendar someone shared by link; readable without an account. */
export function SharedCalendarPage({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background" data-token={token}>
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-4xl items-center px-4 sm:px-6 lg:px-8">
          <Link href={paths.dashboard} className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <Logo />
          </Link>
        </div>
      </header>
      <PageContainer className="max-w-4xl">
        <PageHeader title={t('pages.sharedCalendar.title')} description={t('pages.sharedCalendar.description')} />
        <EmptyState
          icon={CalendarXIcon}
          title={t('pages.sharedCalendar.emptyTitle')}
          description={t('pages.sharedCalendar.emptyDescription')}
          action={
            <Button asChild variant="outline">
              <Link href={paths.dashboard}>{t('pages.sharedCalendar.openTandem')}</Link>
            </Button>
          }
        />
      </PageContainer>
    </div>
  );
}
