import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Where src/client/landing.html leaves room for the markup. */
export const landingMarker = '<div id="root"><!--prerendered-landing--></div>';

/**
 * Builds src/client/prerender/render-landing.tsx for Node, renders the English landing page with
 * it and writes the markup into dist/client/landing.html, which the server sends to signed-out
 * visitors opening `/`. Also preloads the English catalogue, which the page needs to hydrate.
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
    const { renderLandingHtml } = await import(pathToFileURL(path.join(outDir, 'render-landing.mjs')).href);
    const markup = await renderLandingHtml();

    const clientDir = path.join(root, 'dist/client');
    const catalogue = readdirSync(path.join(clientDir, 'assets')).find((name) => /^en-[\w-]+\.json$/.test(name));
    if (!catalogue) throw new Error('The English catalogue is missing from dist/client/assets');

    const file = path.join(clientDir, 'landing.html');
    const template = readFileSync(file, 'utf8');
    if (!template.includes(landingMarker)) throw new Error(`dist/client/landing.html lacks ${landingMarker}`);
    const stylesheets = template.match(/^\s*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
    if (stylesheets.length === 0) throw new Error('dist/client/landing.html links no stylesheet');
    let page = template;
    for (const link of stylesheets) page = page.replace(link, '');
    page = page
      // A function, so that "$2.99" in the markup is not read as a replacement pattern.
      .replace(landingMarker, () => `<div id="root" data-prerendered="landing">${markup}</div>`)
      // The stylesheet is all the first paint waits for, so it is asked for before any script.
      .replace('<title>', () => `${stylesheets.map((link) => link.trim()).join('\n    ')}\n    <title>`)
      .replace('</head>', () => `  <link rel="preload" href="/assets/${catalogue}" as="fetch" crossorigin>\n  </head>`);
    writeFileSync(file, page);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
