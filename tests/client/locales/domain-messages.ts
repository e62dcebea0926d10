/**
 * Every domain module, loaded eagerly so that a new module's messages are checked without
 * anyone remembering to list it here.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../src/domain/*/*.ts', { eager: true });
const sources = import.meta.glob<string>('../../../src/domain/*/*.ts', { eager: true, query: '?raw', import: 'default' });

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** The texts of every exported `…Messages` object in src/domain, named `object.key`. */
export function domainMessages(): { source: string; text: string }[] {
  const found: { source: string; text: string }[] = [];
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Messages') || !isTextRecord(value)) continue;
      for (const [key, text] of Object.entries(value)) found.push({ source: `${name}.${key}`, text });
    }
  }
  return found;
}

/**
 * Places where a domain rule is given its message as a string literal instead of a message
 * object's entry: `{ error: '…' }`, `message: '…'`, a sentence passed as an argument (`.refine(check, '…')`, `.int('…')`) or a literal
 * default parameter. Such a text would escape the catalogue check above.
 */
const inlinePatterns = [
  /\b(?:error|message)\s*:\s*(['"`])/,
  // A sentence (capitalised, with a space) passed as an argument.
  /[(,]\s*(['"`])[A-Z][^'"`]*\s[^'"`]*\1/,
  /\w\s*(?::\s*\w+\s*)?=\s*(['"`])[A-Z][^'"`]*\1\s*[,)]/,
];

export function inlineDomainMessages(): string[] {
  const hits: string[] = [];
  for (const [file, text] of Object.entries(sources)) {
    // The catalogue is where the English lives; everything else names its texts by key.
    if (file.endsWith('/message-catalogue.ts')) continue;
    text.split('\n').forEach((line, index) => {
      const code = line.replace(/\/\/.*$/, '');
      if (code.trim().startsWith('*') || code.trim().startsWith('/*')) return;
      if (inlinePatterns.some((pattern) => pattern.test(code))) hits.push(`${file.replace(/^.*src\//, 'src/')}:${index + 1}: ${line.trim()}`);
    });
  }
  return hits;
}
