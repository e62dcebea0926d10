import { ArrowLeftIcon, BotIcon, LayoutDashboardIcon, TargetIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const quickLinks: { key: string; href: string; icon: LucideIcon; testId: string }[] = [
  { key: 'dashboard', href: paths.dashboard, icon: LayoutDashboardIcon, testId: 'not-found-link-dashboard' },
  { key: 'moneyTracking', href: paths.moneyTracking, icon: WalletIcon, testId: 'not-found-link-money-tracking' },
  { key: 'aiAssistant', href: paths.aiAssistant, icon: BotIcon, testId: 'not-found-link-ai-assistant' },
  { key: 'goals', href: paths.financialGoals, icon: TargetIcon, testId: 'not-found-link-goals' },
];

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex w-full max-w-lg flex-col items-center gap-6 text-center">
        <p aria-hidden className="bg-gradient-to-b from-primary to-primary/40 bg-clip-text text-7xl font-bold tracking-tighter text-transparent">
          404
        </p>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">{t('notFound.title')}</h1>
          <p className="text-muted-foreground">{t('notFound.description')}</p>
        </div>
        <Button variant="outline" onClick={() => window.history.back()} data-testid="not-found-back">
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
          {t('notFound.back')}
        </Button>
        <nav aria-label={t('notFound.quickLinks')} className="w-full">
          <p className="mb-3 text-sm font-medium text-muted-foreground">{t('notFound.quickLinks')}</p>
          <ul className="grid grid-cols-2 gap-3">
            {quickLinks.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  data-testid={link.testId}
                  className="flex items-center gap-3 rounded-xl border bg-card p-3 text-start text-sm font-medium shadow-xs transition hover:border-primary/40 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <link.icon className="size-4" aria-hidden />
                  </span>
                  {t(`notFound.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
