import { useTranslation } from 'react-i18next';
import type { RecommendationView } from '@domain/insights/insights';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';
import { formatFigure, recommendationValues } from './figure-format';

const priorityTone = {
  high: 'border-s-destructive',
  medium: 'border-s-warning',
  low: 'border-s-primary',
} as const;

const badgeVariant = { high: 'destructive', medium: 'warning', low: 'secondary' } as const;

/** One piece of advice: what to do, why, and the figures it rests on. */
export function RecommendationItem({ recommendation }: { recommendation: RecommendationView }) {
  const { t } = useTranslation();
  const locale = useFormat().numberLocale;
  const values = recommendationValues(t, recommendation, locale);
  const { kind, priority } = recommendation;
  return (
    <li className={cn('grid gap-2 rounded-lg border border-s-4 bg-card p-3', priorityTone[priority])} data-testid="recommendation" data-kind={kind}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 font-medium">{t(`insights.recommendations.kinds.${kind}.title`, values)}</p>
        <Badge variant={badgeVariant[priority]}>{t(`insights.recommendations.priority.${priority}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">{t(`insights.recommendations.kinds.${kind}.body`, values)}</p>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring">{t('insights.recommendations.numbers')}</summary>
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
          {recommendation.figures.map((figure) => (
            <div key={figure.name} className="flex justify-between gap-3 border-b border-dashed py-1">
              <dt className="text-muted-foreground">{t(`insights.figures.${figure.name}`)}</dt>
              <dd className="font-medium tabular-nums">{formatFigure(figure, recommendation.currency, locale)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </li>
  );
}
