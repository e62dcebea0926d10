import { isRtl } from '../../../domain/shared/languages';
import { escapeHtml } from '../../shared/delivery/email-layout';

export interface PageContent {
  language: string;
  title: string;
  body: string;
  /** A button that POSTs to `action` (the one-click unsubscribe). */
  form?: { action: string; button: string };
  link?: { label: string; url: string };
}

/**
 * A page that works signed out and without the app's scripts: opened from an e-mail on any
 * device, it says what the link does and asks before changing anything (GET never changes state).
 */
export function unsubscribePage(content: PageContent): string {
  const rtl = isRtl(content.language);
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" data-testid="unsubscribe-confirm" style="background:#4f46e5;color:#fff;border:0;border-radius:8px;padding:12px 20px;font:inherit;cursor:pointer">${escapeHtml(content.form.button)}</button></form>`
    : '';
  const link = content.link ? `<p style="margin:24px 0 0"><a href="${escapeHtml(content.link.url)}" style="color:#4f46e5">${escapeHtml(content.link.label)}</a></p>` : '';
  return `<!doctype html><html lang="${escapeHtml(content.language)}" dir="${rtl ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(content.title)} · Tandem</title></head><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827"><main style="max-width:480px;margin:48px auto;background:#fff;border-radius:12px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#4f46e5">Tandem</p><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(content.title)}</h1><p style="margin:0 0 24px">${escapeHtml(content.body)}</p>${form}${link}</main></body></html>`;
}
