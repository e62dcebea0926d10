import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontalIcon, SquareIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { aiMessageMaxLength } from '@domain/ai/ai';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

interface ComposerProps {
  streaming: boolean;
  disabled: boolean;
  /** The id of the text saying why the box is disabled (the month's chats are used). */
  describedBy?: string;
  onSend: (question: string) => void;
  onStop: () => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; while answering, Stop replaces Send. */
export function ChatComposer({ streaming, disabled, describedBy, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const question = text.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!question || streaming || disabled) return;
    onSend(question);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm focus-within:ring-[3px] focus-within:ring-ring">
      <label htmlFor="ai-question-input" className="sr-only">
        {t('ai.inputLabel')}
      </label>
      <Textarea
        id="ai-question-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('ai.placeholder')}
        maxLength={aiMessageMaxLength}
        rows={1}
        disabled={disabled}
        aria-describedby={describedBy}
        className="field-sizing-content max-h-40 min-h-10 flex-1 resize-none border-0 bg-transparent shadow-none focus-visible:ring-0"
        data-testid="ai-input"
      />
      {streaming ? (
        <Button type="button" variant="outline" size="icon" onClick={onStop} aria-label={t('ai.stop')} title={t('ai.stop')} data-testid="ai-stop">
          <SquareIcon className="fill-current" aria-hidden />
        </Button>
      ) : (
        <Button type="submit" size="icon" disabled={!question || disabled} aria-label={t('ai.send')} title={t('ai.send')} data-testid="ai-send">
          <SendHorizontalIcon className="rtl:-scale-x-100" aria-hidden />
        </Button>
      )}
    </form>
  );
}
