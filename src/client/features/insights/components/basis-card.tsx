import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Insights } from '@domain/insights/insights';
import { formatMoney, formatPercent } from '@/lib/format';
import { formatDuration } from '@/lib/format-duration';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import { InsightCard } from './insight-card';

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="grid grid-cols-1 min-w-0 gap-0.5 rounded-lg bg-muted/50 px-3 py-2.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-lg">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Which note explains where the monthly figures come from. */
function basisNote(basis: Insights['basis']): 'settings' | 'shortNoSettings' | 'transactions' {
  if (basis.source === 'settings') return 'settings';
  return basis.shortHistory ? 'shortNoSettings' : 'transactions';
}

export function BasisCard({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const locale = useFormat().numberLocale;
  const { basis, emergencyFund, currency } = insights;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const note = basisNote(basis);
  return (
    <InsightCard title={t('insights.basis.title')} testId="insights-basis">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-5">
        <Stat label={t('insights.basis.income')} value={money(basis.monthlyIncome)} />
        <Stat label={t('insights.basis.expenses')} value={money(basis.monthlyExpenses)} />
        <Stat label={t('insights.basis.kept')} value={money(basis.monthlyKept)} />
        <Stat label={t('insights.basis.savingsRate')} value={basis.savingsRate === null ? '—' : formatPercent(basis.savingsRate, locale, 1)} />
        <Stat
          label={t('insights.emergency.title')}
          value={emergencyFund.months === null ? '—' : formatDuration(emergencyFund.months, 'month', i18n.language)}
          hint={t('insights.emergency.target', { months: formatDuration(emergencyFund.targetMonths, 'month', i18n.language) })}
        />
      </dl>
      <p className="mt-3 flex items-start gap-2 text-sm text-muted-foreground" data-testid="insights-basis-note" data-source={basis.source}>
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {t(`insights.basis.${note}`)}
          {note === 'shortNoSettings' ? (
            <>
              {' '}
              <Link href={paths.settings} className="font-medium text-primary underline-offset-4 hover:underline">
                {t('insights.basis.openSettings')}
              </Link>
            </>
          ) : null}
          {basis.needsWantsSplit === 'assumed' ? ` ${t('insights.basis.assumedSplit')}` : null}
        </span>
      </p>
    </InsightCard>
  );
}
