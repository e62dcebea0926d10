import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';

/**
 * A link an answer may carry: a path in this app ("/financial-goals"). Answers quote what other
 * people typed (event titles, names), so a link to another site, protocol-relative ("//…") or
 * with a scheme is shown as its text, never followed.
 */
export function inAppPath(href: string | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  return href;
}

function AnswerLink({ href, children }: ComponentProps<'a'>) {
  const path = inAppPath(href);
  if (path === null) return <span>{children}</span>;
  return (
    <Link href={path} className="text-primary underline underline-offset-2">
      {children}
    </Link>
  );
}

/** No image is loaded from an answer (an outside one would tell that site who read it); its description shows instead. */
function AnswerImage({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

/** Wide tables scroll inside the answer instead of widening the page; keyboard users can scroll them too. */
function ScrollingTable(props: ComponentProps<'table'>) {
  const { t } = useTranslation();
  return (
    <div
      className="mt-3 max-w-full overflow-x-auto rounded-lg border focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      tabIndex={0}
      role="region"
      aria-label={t('ai.table')}
    >
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
  a: ({ node: _node, href, children }) => <AnswerLink href={href}>{children}</AnswerLink>,
  img: ({ node: _node, alt }) => <AnswerImage alt={alt} />,
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
