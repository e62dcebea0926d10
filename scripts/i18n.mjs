#!/usr/bin/env node
// Translation upkeep. English (src/client/locales/en.json) is the source of every key.
//   node scripts/i18n.mjs missing <lng>          prints the English texts <lng> lacks, as nested JSON
//   node scripts/i18n.mjs merge <lng> <file>     merges translated nested JSON into <lng>.json,
//                                                ordered like en.json, dropping keys English no longer has
//   node scripts/i18n.mjs status                 one line per language: missing and stale key counts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/client/locales');
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const catalogue = (lng) => read(path.join(folder, `${lng}.json`));
const isObject = (value) => value !== null && typeof value === 'object';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * English's keys as the target language needs them: each plural family (`x_one`, `x_other`)
 * becomes the language's own plural forms (Arabic: zero, one, two, few, many, other), each
 * seeded with the English text nearest to it.
 */
function targetShape(english, lng) {
  const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isObject(value)) out[key] = targetShape(value, lng);
    else if (!pluralSuffix.test(key)) out[key] = value;
    else {
      const base = key.replace(pluralSuffix, '');
      for (const category of categories) out[`${base}_${category}`] ??= english[`${base}_${category}`] ?? english[`${base}_other`] ?? value;
      // English's own forms stay too, so every catalogue has every English key.
      out[key] ??= value;
    }
  }
  return out;
}

function missing(english, other) {
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isObject(value)) {
      const inner = missing(value, isObject(other?.[key]) ? other[key] : {});
      if (Object.keys(inner).length) out[key] = inner;
    } else if (typeof other?.[key] !== 'string') out[key] = value;
  }
  return out;
}

/** English's shape and order, taking each text from the update, then the current catalogue. */
function shapeLike(english, current, update) {
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isObject(value)) out[key] = shapeLike(value, current?.[key] ?? {}, update?.[key] ?? {});
    else {
      const text = typeof update?.[key] === 'string' ? update[key] : current?.[key];
      if (typeof text === 'string') out[key] = text;
    }
  }
  return out;
}

const count = (tree) => Object.values(tree).reduce((sum, value) => sum + (isObject(value) ? count(value) : 1), 0);

const [command, lng, file] = process.argv.slice(2);
const english = catalogue('en');
if (command === 'missing' && lng) {
  console.log(JSON.stringify(missing(targetShape(english, lng), catalogue(lng)), null, 2));
} else if (command === 'merge' && lng && file) {
  const shape = targetShape(english, lng);
  const merged = shapeLike(shape, catalogue(lng), read(file));
  writeFileSync(path.join(folder, `${lng}.json`), `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`${lng}: ${count(missing(shape, merged))} keys still missing`);
} else if (command === 'status') {
  for (const code of ['es', 'ar', 'th', 'id', 'pt', 'hi', 'vi', 'tl', 'ms', 'tr']) {
    const current = catalogue(code);
    const shape = targetShape(english, code);
    console.log(`${code}: ${count(missing(shape, current))} missing, ${count(current) - count(shapeLike(shape, current, {}))} stale`);
  }
} else {
  console.error('usage: node scripts/i18n.mjs missing <lng> | merge <lng> <file> | status');
  process.exit(1);
}
