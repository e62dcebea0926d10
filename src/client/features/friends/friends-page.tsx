import { useState } from 'react';
import { UserPlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useFriendRequests, useFriends } from './api';
import { FindFriendsTab } from './components/find-friends-tab';
import { FriendsTab } from './components/friends-tab';
import { RequestsTab } from './components/requests-tab';

const tabs = ['requests', 'friends', 'find'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string): value is Tab => (tabs as readonly string[]).includes(value);

export function FriendsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('requests');
  const friendCount = useFriends().data?.length ?? 0;
  const receivedCount = useFriendRequests().data?.received.length ?? 0;

  return (
    <PageContainer>
      <PageHeader
        title={t('pages.friends.title')}
        description={t('pages.friends.description')}
        actions={
          <Button asChild variant="outline">
            <Link href={paths.inviteFriends} data-testid="friends-invite-friends">
              <UserPlusIcon aria-hidden />
              {t('referrals.inviteFriends')}
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="requests" data-testid="friends-tab-requests">
            {t('pages.friends.tabs.requests')}
            {receivedCount > 0 ? (
              <Badge className="min-w-5 px-1.5" data-testid="friends-received-badge">
                <span aria-hidden>{receivedCount}</span>
                <span className="sr-only">{t('friends.tabs.receivedCount', { number: receivedCount })}</span>
              </Badge>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="friends" data-testid="friends-tab-friends">
            {t('pages.friends.tabs.friends')}
            {friendCount > 0 ? (
              <span className="text-xs text-muted-foreground tabular-nums" data-testid="friends-count">
                <span aria-hidden>{friendCount}</span>
                <span className="sr-only">{t('friends.tabs.friendCount', { number: friendCount })}</span>
              </span>
            ) : null}
          </TabsTrigger>
          <TabsTrigger value="find" data-testid="friends-tab-find">
            {t('pages.friends.tabs.find')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="friends">
          <FriendsTab onFind={() => setTab('find')} />
        </TabsContent>
        <TabsContent value="find">
          <FindFriendsTab />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
