import type { TFunction } from 'i18next';
// Only the two sections: the rest of the catalogue is fetched by i18n, not bundled here.
import { messages, validation } from '../locales/en.json';

/** Sections holding English texts that the server and the shared zod schemas produce verbatim. */
const sections = ['messages', 'validation'] as const;
const englishSections = { messages, validation };

type Template = { key: string; pattern: RegExp; names: string[] };

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildIndex() {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const section of sections) {
    const entries: Record<string, string> = englishSections[section];
    for (const [name, text] of Object.entries(entries)) {
      // A plural family (`aiRemaining_one`, `aiRemaining_other`) answers with its base key: t() picks the form by count.
      const key = `${section}.${name.replace(/_(zero|one|two|few|many|other)$/, '')}`;
      const names = [...text.matchAll(placeholder)].map((match) => match[1] ?? '');
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, key);
        continue;
      }
      const source = text
        .split(placeholder)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      templates.push({ key, pattern: new RegExp(`^${source}$`), names });
    }
  }
  return { exact, templates };
}

let index: ReturnType<typeof buildIndex> | null = null;

/** The catalogue key for an English server or schema message, or null when it is not catalogued. */
export function messageKey(message: string): { key: string; values: Record<string, string> } | null {
  index ??= buildIndex();
  const text = message.trim();
  const key = index.exact.get(text);
  if (key) return { key, values: {} };
  for (const template of index.templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return { key: template.key, values };
  }
  return null;
}

/** Shows an English message from the server or a form schema in the user's language; unknown texts pass through. */
export function translateMessage(t: TFunction, message: string | undefined | null): string {
  if (!message) return '';
  const found = messageKey(message);
  if (!found) return message;
  const { count, ...values } = found.values;
  // i18next chooses a plural form only for a numeric count.
  return t(found.key, { ...values, ...(count === undefined ? {} : { count: Number(count) }), defaultValue: message });
}
