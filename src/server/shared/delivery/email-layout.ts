import { isRtl } from '../../../domain/shared/languages';

export interface EmailContent {
  /** The reader's language: sets `lang` and, for right-to-left ones, `dir="rtl"`. */
  language: string;
  heading: string;
  paragraphs: string[];
  /** One button, also written out as a plain link in the text part. */
  action?: { label: string; url: string };
  /** Small print under a rule, e.g. why the mail came and how to stop it. */
  footer?: string[];
  /** A link at the very end of the small print, e.g. one-click unsubscribe. */
  unsubscribe?: { label: string; url: string };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * One look for every e-mail Tandem sends: a plain-text part any client can read, and a simple
 * HTML part with inline styles (mail clients drop style sheets), written right to left when the
 * reader's language is.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const rtl = isRtl(content.language);
  const align = rtl ? 'right' : 'left';
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:0 0 8px"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#6b7280">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  const footer =
    content.footer?.length || unsubscribe
      ? `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0"><div style="font-size:12px;color:#6b7280">${(content.footer ?? []).map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}${unsubscribe}</div>`
      : '';
  const html = `<!doctype html><html lang="${escapeHtml(content.language)}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;text-align:${align}"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#4f46e5">Tandem</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}${footer}</div></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length || content.unsubscribe ? ['--', ...(content.footer ?? [])] : []),
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ]
    .join('\n')
    .trim();
  return { html, text };
}
