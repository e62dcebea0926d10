import type { TFunction } from 'i18next';
import type { RecommendationView } from '@domain/insights/insights';
import { formatMoney, formatPercent } from '@/lib/format';
import { formatDuration } from '@/lib/format-duration';

type Figure = RecommendationView['figures'][number];

export function formatFigure(figure: Figure, currency: string, locale: string): string {
  switch (figure.unit) {
    case 'money':
      return formatMoney(figure.value, currency, locale);
    case 'percent':
      return formatPercent(Number(figure.value), locale, 1);
    case 'months':
      return formatDuration(Number(figure.value), 'month', locale);
    case 'years':
      return formatDuration(Number(figure.value), 'year', locale);
  }
}

/** A category key reads as its translated name; a name the catalogue lacks (a custom category) reads as itself. */
export function categoryName(t: TFunction, category: string): string {
  return t(`transactions.categories.${category}`, { defaultValue: category });
}

/** Every figure formatted, keyed by name, plus the subject, for the recommendation's sentence. */
export function recommendationValues(t: TFunction, recommendation: RecommendationView, locale: string): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(recommendation.figures.map((figure) => [figure.name, formatFigure(figure, recommendation.currency, locale)]));
  if (recommendation.subject !== null) {
    values.subject = recommendation.kind === 'category_increase' ? categoryName(t, recommendation.subject) : recommendation.subject;
  }
  return values;
}
