import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { riskAnswersSchema, riskQuestionKeys, riskQuestions, type RiskAnswers, type RiskQuestion } from '@domain/investments/investments';
import { Button } from '@/components/ui/button';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';

interface RiskQuestionnaireProps {
  initial: RiskAnswers | null;
  onSubmit: (answers: RiskAnswers) => void;
  onCancel?: () => void;
  pending: boolean;
  /** Field errors or a message from the server's last answer. */
  serverErrors?: Record<string, string>;
  serverMessage?: string | null;
}

type Draft = Partial<Record<RiskQuestion, string>>;

/** Six questions, one choice each; the same schema as the server decides what is complete. */
export function RiskQuestionnaire({ initial, onSubmit, onCancel, pending, serverErrors, serverMessage }: RiskQuestionnaireProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(initial ?? {});
  const [errors, setErrors] = useState<Draft>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = riskAnswersSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Draft = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as RiskQuestion] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" data-testid="risk-questionnaire">
      {riskQuestionKeys.map((question, index) => {
        const message = errors[question] ?? serverErrors?.[question];
        const errorId = `risk-${question}-error`;
        return (
          <fieldset key={question} className="grid grid-cols-1 gap-2" aria-describedby={message ? errorId : undefined}>
            <legend className="mb-1 text-sm font-medium">
              {index + 1}. {t(`investments.questions.${question}.label`)}
            </legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {riskQuestions[question].map((option) => {
                const checked = draft[question] === option;
                return (
                  <label
                    key={option}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                      checked ? 'border-primary bg-primary/5' : 'hover:bg-muted/60',
                    )}
                  >
                    <input
                      type="radio"
                      name={question}
                      value={option}
                      checked={checked}
                      onChange={() => setDraft((current) => ({ ...current, [question]: option }))}
                      className="size-4 shrink-0 accent-(--primary)"
                    />
                    <span>{t(`investments.questions.${question}.options.${option}`)}</span>
                  </label>
                );
              })}
            </div>
            {message ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {translateMessage(t, message)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {serverMessage ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {translateMessage(t, serverMessage)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {t('investments.questionnaire.save')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('investments.questionnaire.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
