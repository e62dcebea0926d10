import { ArrowLeftIcon, MailOpenIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { paths } from '@/lib/paths';

export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('pages.invite.title')} description={t('pages.invite.description')} />
      <EmptyState
        icon={MailOpenIcon}
        title={t('pages.invite.emptyTitle')}
        description={t('pages.invite.emptyDescription')}
        action={
          <Button asChild variant="outline">
            <Link href={paths.groups} data-testid="invite-back-to-groups" data-token={token}>
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
              {t('pages.invite.backToGroups')}
            </Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
