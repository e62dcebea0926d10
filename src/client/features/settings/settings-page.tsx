import { useTranslation } from 'react-i18next';
import { Bell, Coins, KeyRound, ShieldCheck, SlidersHorizontal, Tags, Terminal, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { combineQueries } from '@/lib/combine-queries';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { Spinner } from '@/components/ui/spinner';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { AccountSection } from './components/account-section';
import { CategoriesSection } from './components/categories-section';
import { NotificationsSection } from './components/notifications-section';
import { PreferencesSection } from './components/preferences-section';
import { PrivacySection } from './components/privacy-section';
import { SecuritySection } from './components/security-section';
import { ApiTokensSection } from './components/tokens/api-tokens-section';

const sections = [
  { id: 'account', icon: UserRound },
  { id: 'preferences', icon: SlidersHorizontal },
  { id: 'categories', icon: Tags },
  { id: 'notifications', icon: Bell },
  { id: 'privacy', icon: ShieldCheck },
  { id: 'security', icon: KeyRound },
  { id: 'tokens', icon: Terminal },
] as const;

export function SettingsPage() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  // No user (signed out a moment ago) is not a loaded page: it waits like a load until the app moves on.
  const signedIn = { ...currentUser, data: currentUser.data ?? undefined };
  const settingsQuery = useSettings({ fetch: true });

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          <Button asChild variant="outline">
            <Link href={paths.currency} data-testid="settings-currency-link">
              <Coins aria-hidden />
              {t('currency.settingsLink')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[12rem_1fr] lg:gap-10">
        <nav aria-label={t('settings.sectionsNav')} className="-mx-4 overflow-x-auto px-4 lg:sticky lg:top-20 lg:mx-0 lg:self-start lg:px-0">
          <ul className="flex gap-2 lg:flex-col lg:gap-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex items-center gap-2 rounded-full border border-border px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none lg:rounded-lg lg:border-transparent lg:px-3 lg:py-2"
                >
                  <section.icon className="size-4" aria-hidden />
                  {t(`settings.${section.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <QueryState
            query={combineQueries({ user: signedIn, settings: settingsQuery })}
            skeleton={
              <div className="flex justify-center py-16">
                <Spinner className="size-6 text-muted-foreground" label={t('settings.loading')} />
              </div>
            }
            errorTitle={t('settings.loadFailed')}
          >
            {({ user, settings }) => (
              <>
                <AccountSection user={user} />
                <PreferencesSection settings={settings} />
                <CategoriesSection />
                <NotificationsSection settings={settings} />
                <PrivacySection />
                <SecuritySection user={user} />
                <ApiTokensSection />
              </>
            )}
          </QueryState>
        </div>
      </div>
    </PageContainer>
  );
}
