import { PiggyBankIcon, TargetIcon, TrendingUpIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import { toMinor } from '@domain/shared/money';
import { cn } from '@/lib/utils';
import type { GoalTotals } from '../goal-list';

interface TileProps {
  icon: LucideIcon;
  label: string;
  value: string;
  detail?: string;
  testId: string;
  /** Spans the phone's full width, so it keeps its icon there. */
  wide?: boolean;
}

function Tile({ icon: Icon, label, value, detail, testId, wide = false }: TileProps) {
  return (
    <div className={cn('flex min-w-0 items-center gap-3 rounded-2xl border bg-card p-3 shadow-sm sm:p-4', wide && 'col-span-2 sm:col-span-1')} data-testid={testId}>
      <span className={cn('size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary', wide ? 'flex' : 'hidden sm:flex')}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-muted-foreground">{label}</p>
        <p className="truncate text-base font-semibold tabular-nums sm:text-lg" title={value}>
          {value}
        </p>
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </div>
  );
}

/** Share of the target saved, one decimal, computed on minor units. */
function savedShare(totals: GoalTotals): number {
  if (!totals.currency) return 0;
  const saved = toMinor(totals.saved, totals.currency) ?? 0n;
  const target = toMinor(totals.target, totals.currency) ?? 0n;
  if (target <= 0n) return 0;
  return Number((saved * 1000n) / target) / 10;
}

export function GoalsSummary({ totals }: { totals: GoalTotals }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => (totals.currency ? format.money(amount, totals.currency) : amount);
  return (
    <section aria-label={t('goals.summary.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
      <Tile
        icon={PiggyBankIcon}
        label={t('goals.summary.totalSaved')}
        value={money(totals.saved)}
        detail={t('goals.summary.ofTarget', { percent: format.percent(savedShare(totals), 1) })}
        testId="goals-total-saved"
        wide
      />
      <Tile icon={TargetIcon} label={t('goals.summary.totalTarget')} value={money(totals.target)} testId="goals-total-target" />
      <Tile icon={TrendingUpIcon} label={t('goals.summary.activeGoals')} value={format.number(totals.active)} testId="goals-active-count" />
    </section>
  );
}
