import { InboxIcon, SearchIcon, SendIcon, UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';

export function FriendsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.friends.title')} description={t('pages.friends.description')} />
      <Tabs defaultValue="requests">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="requests" data-testid="friends-tab-requests">
            {t('pages.friends.tabs.requests')}
          </TabsTrigger>
          <TabsTrigger value="friends" data-testid="friends-tab-friends">
            {t('pages.friends.tabs.friends')}
          </TabsTrigger>
          <TabsTrigger value="find" data-testid="friends-tab-find">
            {t('pages.friends.tabs.find')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="requests" className="grid gap-6 lg:grid-cols-2">
          <Card className="gap-2">
            <CardHeader>
              <CardTitle>{t('pages.friends.received.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <EmptyState
                size="sm"
                icon={InboxIcon}
                title={t('pages.friends.received.emptyTitle')}
                description={t('pages.friends.received.emptyDescription')}
              />
            </CardContent>
          </Card>
          <Card className="gap-2">
            <CardHeader>
              <CardTitle>{t('pages.friends.sent.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <EmptyState
                size="sm"
                icon={SendIcon}
                title={t('pages.friends.sent.emptyTitle')}
                description={t('pages.friends.sent.emptyDescription')}
              />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="friends">
          <EmptyState icon={UsersIcon} title={t('pages.friends.list.emptyTitle')} description={t('pages.friends.list.emptyDescription')} />
        </TabsContent>

        <TabsContent value="find">
          <EmptyState icon={SearchIcon} title={t('pages.friends.find.emptyTitle')} description={t('pages.friends.find.emptyDescription')} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
