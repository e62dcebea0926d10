import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Wide tables scroll inside the answer instead of widening the page; keyboard users can scroll them too. */
function ScrollingTable(props: ComponentProps<'table'>) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 max-w-full overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none" tabIndex={0} role="region" aria-label={t('ai.table')}>
      <table className="w-full border-collapse text-sm tabular-nums" {...props} />
    </div>
  );
}

/** Answers are the assistant's Markdown: paragraphs, lists and GitHub tables, styled to match the app. */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="leading-relaxed [&:not(:first-child)]:mt-3" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-3 list-disc space-y-1 ps-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-3 list-decimal space-y-1 ps-5" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  a: ({ node: _node, ...props }) => <a className="text-primary underline underline-offset-2" target="_blank" rel="noreferrer noopener" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]" {...props} />,
  table: ({ node: _node, ...props }) => <ScrollingTable {...props} />,
  th: ({ node: _node, ...props }) => <th className="border-b bg-muted/60 px-3 py-2 text-start font-medium whitespace-nowrap" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b px-3 py-2 align-top last:border-e-0 [tr:last-child_&]:border-b-0" {...props} />,
};

export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {text}
    </Markdown>
  );
}
