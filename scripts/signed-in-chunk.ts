import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two chunks for what every signed-in visit runs (decision 038): the code of `signed-in-app.tsx`
 * and everything it imports statically (layout, sidebar, header, the dashboard), except what the
 * entries already load. Left to automatic splitting, the modules it shares with other screens
 * (icons, cards, formatters) became some seventy small scripts, each compressed alone and each
 * naming the others in its imports; together they compress about a fifth smaller.
 *
 * What a public screen also imports goes into `signed-in-shared`, the rest into `signed-in`, so
 * that a signed-out visitor (a reset-password link, a shared calendar, the landing page's sign-in
 * dialog) never downloads the signed-in app.
 */
const signedInRoot = 'src/client/app/signed-in-app.tsx';

/** What a signed-out visitor can open (root-routes.tsx and the landing page); their imports stay out of `signed-in`. */
export const publicRoots = [
  'src/client/landing-dialogs.tsx',
  'src/client/features/landing/landing-page.tsx',
  'src/client/features/auth/components/auth-dialog.tsx',
  'src/client/features/auth/pages/forgot-password-page.tsx',
  'src/client/features/auth/pages/reset-password-page.tsx',
  'src/client/features/auth/pages/verify-email-page.tsx',
  'src/client/features/auth/pages/confirm-email-page.tsx',
  'src/client/features/events/shared-calendar-page.tsx',
  'src/client/features/not-found/not-found-page.tsx',
];

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const waiting = [...roots];
  while (waiting.length > 0) {
    const id = waiting.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    waiting.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The plugin measures the module graph once it is complete; `test` then answers from it when the
 * bundler forms chunks, which happens after the graph is built.
 */
export function signedInChunk(root: string): { plugin: Plugin; test: (id: string) => boolean; sharedTest: (id: string) => boolean } {
  let members = new Set<string>();
  let shared = new Set<string>();
  const absolute = (file: string) => path.join(root, file);
  const plugin: Plugin = {
    name: 'tandem:signed-in-chunk',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      // Other builds of the same config (the landing page's prerender) do not hold the app.
      if (!ids.includes(absolute(signedInRoot))) return;
      const missing = publicRoots.filter((file) => !ids.includes(absolute(file)));
      if (missing.length > 0) this.error(`signed-in chunk: no module at ${missing.join(', ')}`);
      const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
      const atStart = staticClosure(graph, entries);
      const onPublic = staticClosure(graph, publicRoots.map(absolute));
      // A module something loads with import() keeps a chunk of its own: the bundler then hands
      // out its exports from that chunk, which it cannot do from inside a group.
      const loadedLater = (id: string) => (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
      const signedIn = [...staticClosure(graph, [absolute(signedInRoot)])].filter((id) => !atStart.has(id) && !loadedLater(id));
      members = new Set(signedIn.filter((id) => !onPublic.has(id)));
      shared = new Set(signedIn.filter((id) => onPublic.has(id)));
    },
  };
  return { plugin, test: (id) => members.has(id), sharedTest: (id) => shared.has(id) };
}
