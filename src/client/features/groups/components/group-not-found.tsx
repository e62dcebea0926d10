import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** An unknown group and one the user is not in look the same: the server answers 404 for both. */
export function GroupNotFound() {
  const { t } = useTranslation();
  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('groups.notFound.title')} />
      <EmptyState
        icon={SearchXIcon}
        title={t('groups.notFound.title')}
        description={t('groups.notFound.description')}
        action={
          <Button asChild variant="outline">
            <Link href={paths.groups} data-testid="group-back-to-groups">
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
              {t('groups.backToGroups')}
            </Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
