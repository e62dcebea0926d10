import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Where src/client/landing.html leaves room for the markup. */
export const landingMarker = '<div id="root"><!--prerendered-landing--></div>';
const htmlOpening = '<html lang="en" dir="ltr">';
const descriptionPattern = /<meta name="description" content="[^"]*" \/>/;

/** The file the server sends a signed-out visitor for `/` in `language` (src/server/http/static-client.ts). */
export const landingFileName = (language) => `landing-${language}.html`;

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Builds src/client/prerender/render-landing.tsx for Node, renders the landing page in every
 * language with it and writes each into dist/client/landing-<language>.html from the template
 * dist/client/landing.html, which is then removed. The page runs no React: its only script is
 * the small src/client/landing-main.ts.
 */
export async function prerenderLanding(root) {
  const outDir = path.join(root, 'dist/prerender');
  const entry = path.join(root, 'src/client/prerender/render-landing.tsx');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { input: entry, output: { entryFileNames: 'render-landing.mjs' } },
    },
  });
  try {
    const { renderLandingHtml, landingLanguages } = await import(pathToFileURL(path.join(outDir, 'render-landing.mjs')).href);
    const clientDir = path.join(root, 'dist/client');
    const templateFile = path.join(clientDir, 'landing.html');
    const template = readFileSync(templateFile, 'utf8');
    for (const required of [landingMarker, htmlOpening]) {
      if (!template.includes(required)) throw new Error(`dist/client/landing.html lacks ${required}`);
    }
    if (!descriptionPattern.test(template)) throw new Error('dist/client/landing.html lacks its meta description');
    const stylesheets = template.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
    if (stylesheets.length === 0) throw new Error('dist/client/landing.html links no stylesheet');
    let shared = template;
    for (const link of stylesheets) shared = shared.replace(link, '');
    // The stylesheet is all the first paint waits for, so it is asked for before any script.
    shared = shared.replace('<title>', () => `${stylesheets.map((link) => link.trim()).join('\n    ')}\n    <title>`);

    for (const language of landingLanguages) {
      const { html, description, dir } = await renderLandingHtml(language);
      const page = shared
        .replace(htmlOpening, () => `<html lang="${language}" dir="${dir}" data-landing>`)
        .replace(descriptionPattern, () => `<meta name="description" content="${escapeAttribute(description)}" />`)
        // A function, so that "$2.99" in the markup is not read as a replacement pattern.
        .replace(landingMarker, () => `<div id="root" data-prerendered="landing">${html}</div>`);
      writeFileSync(path.join(clientDir, landingFileName(language)), page);
    }
    rmSync(templateFile);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
