import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (docs/architecture.md#code-habits): code and docs cite pages of
 * `docs/`, never documents a reader of the repository does not have, and every cited page and
 * section exists.
 */

const root = path.resolve(__dirname, '../..');
const thisFile = path.relative(root, __filename);

/** Folders that are installed, built or generated rather than written. */
const skippedFolders = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results', 'playwright-report', '.tmp']);
const skippedFiles = new Set(['package-lock.json']);
const textExtensions = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|ya?ml|sh|sql|webmanifest|txt)$|(^|\/)(Dockerfile|run)$/;

function textFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : textFiles(full);
    const relative = path.relative(root, full);
    return entry.isFile() && textExtensions.test(relative) && !skippedFiles.has(entry.name) ? [relative] : [];
  });
}

const files = textFiles().filter((file) => file !== thisFile);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Names of documents that live outside the repository. */
const outsideDocuments = [/spec\.md/i, /\bspec\s*§/i, /\bDESIGN(\.md|\s*§)/, /\bSTYLE(\.md|\s*§)/, /\bthe spec\b/i];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{Letter}\p{Number}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsIn(markdown: string): Set<string> {
  const headings = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(headings.map(anchorOf));
}

/** Why `target` (a path from the repository root, maybe with `#section`) does not resolve, or null. */
function brokenReason(target: string): string | null {
  const [file = '', section] = target.split('#');
  const full = path.join(root, file);
  if (!existsSync(full)) return 'no such file';
  if (section === undefined) return null;
  if (statSync(full).isDirectory() || !file.endsWith('.md')) return 'a section of something that is not a page';
  return anchorsIn(read(file)).has(section) ? null : `no section #${section}`;
}

/** `docs/…` paths cited anywhere: in comments, strings and prose. */
function citedDocs(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/](?:#[\w-]+)?/g)].map((match) => match[0]);
}

/** Relative links of a Markdown page, resolved from the repository root. */
function relativeLinks(file: string, text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => (target.startsWith('#') ? `${file}${target}` : path.join(path.dirname(file), target)));
}

describe('the repository cites only itself', () => {
  it('names no document from outside the repository', () => {
    const mentions = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (outsideDocuments.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(mentions).toEqual([]);
  });

  it('cites only docs pages and sections that exist', () => {
    const broken = files.flatMap((file) =>
      citedDocs(read(file)).flatMap((target) => {
        const reason = brokenReason(target);
        return reason ? [`${file}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('links between pages only to pages and sections that exist', () => {
    const pages = files.filter((file) => file.endsWith('.md'));
    const broken = pages.flatMap((file) =>
      relativeLinks(file, read(file)).flatMap((target) => {
        const reason = brokenReason(target);
        return reason ? [`${file}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('keeps the rules of the product in the repository', () => {
    const index = read('docs/README.md');
    const productPages = readdirSync(path.join(root, 'docs/product'));
    expect(productPages.length).toBeGreaterThan(0);
    for (const page of productPages) expect(index).toContain(`product/${page}`);
    expect(read('README.md')).toContain('docs/README.md');
  });
});
