import { ArrowDownLeftIcon, ArrowUpRightIcon, LandmarkIcon, PiggyBankIcon, ScaleIcon, WalletIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@domain/dashboard/dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { OtherCurrenciesNote } from '@/components/other-currencies-note';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { cryptoNetWorthNote } from './crypto-net-worth-note';

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
  tone: string;
  valueTone?: string;
  testId: string;
}

/** Long figures ("1,500.00 US$", "-12,345,678.90 ₹") step down a size rather than lose their end. */
function valueSize(value: string): string {
  if (value.length <= 10) return 'text-lg sm:text-2xl';
  if (value.length <= 13) return 'text-lg sm:text-xl';
  return 'text-base sm:text-lg';
}

function StatTile({ icon: Icon, label, value, detail, tone, valueTone, testId }: StatTileProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2 rounded-2xl border bg-card p-4 shadow-sm sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <p className="line-clamp-2 min-w-0 text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
        <span className={cn('flex size-7 shrink-0 items-center justify-center rounded-lg sm:size-8', tone)}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="mt-auto min-w-0">
        <p className={cn('truncate font-semibold tracking-tight tabular-nums', valueSize(value), valueTone)} title={value} data-testid={`${testId}-value`}>
          {value}
        </p>
        {detail ? <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </div>
  );
}

const isNegative = (amount: string) => amount.startsWith('-');
const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

export function OverviewCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, stats.currency);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" data-testid="dashboard-stats">
      <StatTile
        icon={WalletIcon}
        label={t('dashboard.overview.totalBalance')}
        value={money(stats.totalBalance)}
        detail={t('dashboard.overview.totalBalanceHint')}
        tone="bg-primary/10 text-primary"
        valueTone={isNegative(stats.totalBalance) ? 'text-destructive' : undefined}
        testId="stat-total-balance"
      />
      <StatTile
        icon={LandmarkIcon}
        label={t('dashboard.overview.netWorth')}
        value={money(stats.netWorth)}
        detail={cryptoNetWorthNote(t, stats, format) ?? t('dashboard.overview.netWorthHint')}
        tone="bg-violet-500/12 text-violet-600 dark:text-violet-400"
        testId="stat-net-worth"
      />
      <StatTile
        icon={ArrowDownLeftIcon}
        label={t('dashboard.overview.monthlyIncome')}
        value={money(stats.monthlyIncome)}
        detail={t('dashboard.overview.lastMonth', { amount: money(stats.previousMonth.income) })}
        tone="bg-success/15 text-success"
        testId="stat-monthly-income"
      />
      <StatTile
        icon={ArrowUpRightIcon}
        label={t('dashboard.overview.monthlyExpenses')}
        value={money(stats.monthlyExpenses)}
        detail={t('dashboard.overview.lastMonth', { amount: money(stats.previousMonth.expenses) })}
        tone="bg-rose-500/12 text-rose-600 dark:text-rose-400"
        testId="stat-monthly-expenses"
      />
      <StatTile
        icon={PiggyBankIcon}
        label={t('dashboard.overview.savingsRate')}
        value={stats.savingsRate === null ? '—' : format.percent(stats.savingsRate, 1)}
        detail={t('dashboard.overview.savingsRateHint')}
        tone="bg-amber-500/15 text-amber-700 dark:text-amber-400"
        valueTone={stats.savingsRate !== null && stats.savingsRate < 0 ? 'text-destructive' : undefined}
        testId="stat-savings-rate"
      />
      <StatTile
        icon={ScaleIcon}
        label={t('dashboard.overview.monthlyNet')}
        value={format.money(stats.monthlyNet, stats.currency, { signDisplay: 'exceptZero' })}
        detail={t('dashboard.overview.monthlyNetHint')}
        tone="bg-sky-500/12 text-sky-600 dark:text-sky-400"
        valueTone={isZero(stats.monthlyNet) ? undefined : isNegative(stats.monthlyNet) ? 'text-destructive' : 'text-success'}
        testId="stat-monthly-net"
      />
      <OtherCurrenciesNote currency={stats.currency} otherCurrencies={stats.otherCurrencies} className="col-span-full" />
    </div>
  );
}

export function OverviewSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3" aria-hidden>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <div key={index} className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-5">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-7 w-3/4" />
        </div>
      ))}
    </div>
  );
}
