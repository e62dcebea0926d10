import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@domain/shared/languages';
import { readText } from '@domain/shared/message-text';
import { messageCatalogue } from '@domain/shared/message-catalogue';
import { serverErrorText, statusTexts } from '@/lib/api-request';
import { identicalAllowed } from './identical-allowed';
import { domainMessages, inlineDomainMessages } from './domain-messages';

const folder = path.resolve(__dirname, '../../../src/client/locales');

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

function load(code: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(folder, `${code}.json`), 'utf8')) as Catalogue);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Text that reads the same in any language: only numbers, symbols and placeholders. */
const languageNeutral = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

const english = load('en');

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a catalogue must have: English's, except that each plural family (`key_one`,
 * `key_other`) needs the plural forms of the target language (Arabic has six, Thai one) as
 * well as English's own.
 */
function expectedKeys(code: string): { required: Set<string>; allowed: Set<string> } {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const required = new Set<string>();
  const allowed = new Set<string>();
  for (const key of english.keys()) {
    if (!pluralSuffix.test(key)) {
      required.add(key);
      allowed.add(key);
      continue;
    }
    const base = key.replace(pluralSuffix, '');
    for (const category of categories) required.add(`${base}_${category}`);
    for (const category of categories) allowed.add(`${base}_${category}`);
    required.add(key);
    allowed.add(key);
  }
  return { required, allowed };
}

/** The English text a translated key corresponds to (plural forms map to English `_other`). */
function englishFor(key: string): string | undefined {
  return english.get(key) ?? english.get(key.replace(pluralSuffix, '_other'));
}

describe('translation catalogues', () => {
  it('has exactly one catalogue per supported language', () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace('.json', ''))
      .sort();
    expect(files).toEqual([...languageCodes].sort());
  });

  describe.each(languageCodes.filter((code) => code !== 'en'))('%s', (code) => {
    const catalogue = load(code);

    it("has every key of the English catalogue, in the language's plural forms, and no others", () => {
      const { required, allowed } = expectedKeys(code);
      const missing = [...required].filter((key) => !catalogue.has(key));
      const extra = [...catalogue.keys()].filter((key) => !allowed.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('translates every text rather than copying the English one', () => {
      const allowed = new Set([...(identicalAllowed.everywhere ?? []), ...(identicalAllowed[code] ?? [])]);
      const copied = [...english].filter(([key, text]) => catalogue.get(key) === text && !languageNeutral(text) && !allowed.has(key) && !allowed.has(text)).map(([key]) => key);
      expect(copied).toEqual([]);
    });

    it('keeps every interpolation placeholder', () => {
      const broken = [...catalogue]
        .filter(([key, text]) => {
          const source = englishFor(key);
          if (source === undefined) return false;
          // A form for exactly one or two may spell the number out instead of showing {{count}}.
          const spelled = /_(zero|one|two)$/.test(key);
          const wanted = placeholders(source).filter((name) => !(spelled && name === 'count'));
          return wanted.some((name) => !placeholders(text).includes(name)) || placeholders(text).some((name) => !placeholders(source).includes(name));
        })
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  });
});

describe('the domain message catalogue', () => {
  const domain = flatten(messageCatalogue as unknown as Catalogue);

  it("is the English catalogue's messages and validation sections, and the server texts of the feature sections, word for word", () => {
    // A feature section (groupShares, budgets, recurring) holds the server's texts beside the screens' own.
    const featureSections = Object.keys(messageCatalogue).filter((section) => section !== 'messages' && section !== 'validation');
    const sections = new Map(
      [...english].filter(
        ([key]) => key.startsWith('messages.') || key.startsWith('validation.') || (featureSections.some((section) => key.startsWith(`${section}.`)) && domain.has(key)),
      ),
    );
    expect(Object.fromEntries(domain)).toEqual(Object.fromEntries(sections));
  });

  it.each(languageCodes)('has every key in %s', (code) => {
    const entries = load(code);
    // A plural family needs only the forms the language has (Thai one, Arabic six); their presence is checked above.
    const missing = [...domain.keys()].filter((key) => !entries.has(key) && !(pluralSuffix.test(key) && entries.has(key.replace(pluralSuffix, '_other'))));
    expect(missing).toEqual([]);
  });
});

describe('messages from the shared domain rules', () => {
  const produced = [
    ...domainMessages(),
    ...Object.entries(statusTexts).map(([status, text]) => ({ source: `statusTexts.${status}`, text })),
    { source: 'serverErrorText', text: serverErrorText },
  ];

  it('finds the message objects of every domain module that has rules', () => {
    const objects = new Set(produced.map(({ source }) => source.split('.')[0]));
    for (const name of ['authMessages', 'errorMessages', 'goalMessages', 'transactionMessages', 'moneyMessages', 'dateMessages', 'timeZoneMessages']) {
      expect(objects, name).toContain(name);
    }
  });

  it('keeps every rule message in a message object rather than inline', () => {
    expect(inlineDomainMessages()).toEqual([]);
  });

  it.each(produced.map(({ source, text }) => [source, text] as const))('%s names a text of the catalogue', (_source, text) => {
    expect(readText(text), `"${text}" names no catalogue text`).not.toBeNull();
  });
});
