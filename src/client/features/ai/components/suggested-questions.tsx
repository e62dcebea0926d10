import { SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { analystExamples, type ExampleKind } from '@domain/ai/analyst/examples';
import { resolveLanguage } from '@domain/shared/languages';

/** The kinds suggested: crypto only comes up for those who ask. */
const suggestionKinds: readonly ExampleKind[] = ['spending', 'biggest', 'compare', 'savingsRate', 'goals', 'afford', 'budget', 'netWorth', 'events', 'groups'];

/** Questions the assistant answers well, one click from being asked: the same sentences its reader is tested with. */
export function SuggestedQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const examples = analystExamples[resolveLanguage(i18n.language)];
  return (
    <section aria-labelledby="ai-suggestions-title" className="space-y-3">
      <h2 id="ai-suggestions-title" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <SparklesIcon className="size-4" aria-hidden />
        {t('ai.suggestionsLabel')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {suggestionKinds.map((key) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(examples[key])}
              className="w-full rounded-xl border bg-card px-3 py-2.5 text-start text-sm transition hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
              data-testid={`ai-suggestion-${key}`}
            >
              {examples[key]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
