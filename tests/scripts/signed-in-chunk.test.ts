import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRoots } from '../../scripts/signed-in-chunk';

const root = path.resolve(import.meta.dirname, '../..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `@/features/x` or `./x`, as imported from src/client/app, to its file under src/client. */
function clientFile(specifier: string, from = 'src/client/app'): string {
  const bare = specifier.startsWith('@/') ? path.join('src/client', specifier.slice(2)) : path.join(from, specifier);
  return ['.tsx', '.ts'].map((extension) => bare + extension).find((file) => existsSync(path.join(root, file))) ?? bare;
}

/** The screens a file takes from ./screens, as the files they load. */
function screensImportedBy(file: string): string[] {
  const screens = source('src/client/app/screens.ts');
  const names = /import \{([^}]*)\} from '\.\/screens'/.exec(source(file))?.[1]?.split(',') ?? [];
  return names.map((name) => {
    const loaded = new RegExp(`export const ${name.trim()} = lazyNamed\\(\\(\\) => import\\('([^']+)'\\)`).exec(screens)?.[1];
    if (!loaded) throw new Error(`${name.trim()} is not a lazily loaded screen`);
    return clientFile(loaded);
  });
}

describe('the signed-in chunk keeps out what signed-out visitors open', () => {
  it('lists every public route, the landing page and the sign-in dialog among the public roots', () => {
    const reachable = [
      ...screensImportedBy('src/client/app/root-routes.tsx'),
      ...screensImportedBy('src/client/app/gates.tsx'),
      clientFile(/import\('([^']+)'\)/.exec(source('src/client/app/auth-dialog.ts'))![1]!),
      clientFile(/import\('([^']+)'\)/.exec(source('src/client/landing-main.ts'))![1]!, 'src/client'),
    ];
    expect(reachable).toContain('src/client/features/auth/pages/reset-password-page.tsx');
    expect(reachable).toContain('src/client/features/landing/landing-page.tsx');
    expect(publicRoots.toSorted()).toEqual([...new Set(reachable)].toSorted());
  });
});
