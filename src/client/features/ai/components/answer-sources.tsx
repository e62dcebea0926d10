import { DatabaseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isCustomCategoryKey } from '@domain/categories/categories';
import { sourceHref, type AnswerSource } from '@domain/ai/answer-sources';
import { useTransactionLabels } from '@/lib/transaction-labels';
import { useCategoryList } from '@/lib/use-categories';

/** A source in words: the screen, and what it is narrowed to. */
function useSourceLabel() {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const { format } = labels;
  return (source: AnswerSource): string => {
    switch (source.kind) {
      case 'transactions': {
        const range = source.from && source.to ? (source.from === source.to ? format.date(source.from) : `${format.date(source.from)} – ${format.date(source.to)}`) : null;
        const parts = [
          source.type ? labels.type(source.type) : null,
          source.category ? labels.category(source.category) : null,
          source.q ? `“${source.q}”` : null,
          range ?? (source.from ? t('ai.sources.since', { date: format.date(source.from) }) : null),
        ].filter(Boolean);
        return [t('ai.sources.transactions'), ...parts].join(' · ');
      }
      case 'goals':
        return source.title ? t('ai.sources.goal', { title: source.title }) : t('ai.sources.goals');
      case 'groups':
        return source.name ? t('ai.sources.group', { name: source.name }) : t('ai.sources.groups');
      default:
        return t(`ai.sources.${source.kind}`);
    }
  };
}

/**
 * "Data used": where the rows behind an answer's figures are, each a link to the screen that
 * lists them with the same filters. While an answer streams (or for an answer saved before
 * sources were kept) the names of the data read stand in.
 */
export function AnswerSources({ sources, toolsUsed }: { sources: readonly AnswerSource[]; toolsUsed: readonly string[] }) {
  const { t } = useTranslation();
  const customCategory = sources.some((source) => source.kind === 'transactions' && source.category !== undefined && isCustomCategoryKey(source.category));
  useCategoryList({ enabled: customCategory });
  const label = useSourceLabel();
  if (sources.length === 0 && toolsUsed.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground" data-testid="ai-tools-used">
      <DatabaseIcon className="size-3.5" aria-hidden />
      <span>{t('ai.dataUsed')}</span>
      {sources.length > 0 ? (
        <ul className="contents">
          {sources.map((source) => {
            const href = sourceHref(source);
            return (
              <li key={href} className="contents">
                <Link
                  href={href}
                  className="rounded-full border bg-muted/50 px-2 py-1 text-foreground underline-offset-2 hover:bg-muted hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  data-testid="ai-source"
                >
                  {label(source)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : (
        toolsUsed.map((name) => (
          <span key={name} className="rounded-full border bg-muted/50 px-2 py-0.5">
            {t(`ai.tools.${name}`, { defaultValue: name.replace(/_/g, ' ') })}
          </span>
        ))
      )}
    </div>
  );
}
