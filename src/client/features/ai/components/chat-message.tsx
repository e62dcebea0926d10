import { useState, type ReactNode } from 'react';
import { BotIcon, CheckIcon, CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/share-link';
import { cn } from '@/lib/utils';
import type { AnswerSource } from '@domain/ai/answer-sources';
import { AnswerSources } from './answer-sources';
import { MarkdownAnswer } from './markdown-answer';

export function QuestionBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end" data-testid="ai-question">
      <p className="max-w-[85%] rounded-2xl rounded-ee-sm bg-primary px-4 py-2.5 text-sm whitespace-pre-wrap break-words text-primary-foreground">
        <span className="sr-only">{t('ai.you')}: </span>
        {text}
      </p>
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const done = await copyText(text);
    setCopied(done);
    if (done) window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={() => void copy()}
      aria-label={copied ? t('ai.copied') : t('ai.copy')}
      title={copied ? t('ai.copied') : t('ai.copy')}
      data-testid="ai-copy-answer"
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}

interface AnswerProps {
  text: string;
  toolsUsed: string[];
  sources?: readonly AnswerSource[];
  streaming?: boolean;
  footer?: ReactNode;
}

export function AnswerBubble({ text, toolsUsed, sources = [], streaming = false, footer }: AnswerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3" data-testid="ai-answer" aria-busy={streaming}>
      <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <BotIcon className="size-4" aria-hidden />
        <span className="sr-only">{t('ai.assistant')}</span>
      </span>
      <div className={cn('min-w-0 flex-1 space-y-2 rounded-2xl rounded-ss-sm border bg-card px-4 py-3 shadow-xs')}>
        {text ? <MarkdownAnswer text={text} /> : <p className="animate-pulse text-sm text-muted-foreground">{t('ai.thinking')}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <AnswerSources sources={sources} toolsUsed={toolsUsed} />
          {!streaming && text ? <CopyButton text={text} /> : null}
        </div>
        {footer}
      </div>
    </div>
  );
}
