import { lazy, Suspense } from 'react';

// The Markdown parser is loaded with the first answer, not with the app.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

/** An answer rendered as Markdown; its plain text shows while the renderer loads. */
export function MarkdownAnswer({ text }: { text: string }) {
  return (
    <div className="min-w-0 text-sm break-words" data-testid="ai-answer-text">
      <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <MarkdownRenderer text={text} />
      </Suspense>
    </div>
  );
}
