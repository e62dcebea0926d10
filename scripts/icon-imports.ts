import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Rewrites `import { WalletIcon } from 'lucide-react'` into an import of that one icon's module
 * (decision 038). Through the package's index every module seems to import all 1,600 icons,
 * so the module graph could not tell which screens use which icon, and the signed-in chunk
 * (scripts/signed-in-chunk.ts) would have left every icon out of it. The output is the same
 * icons either way; only the graph becomes exact.
 */
const barrel = 'lucide-react';

/** Every exported name of an icon (`Wallet`, `WalletIcon`, `LucideWallet`) → its file, read from the package's own index. */
export function iconFiles(): Map<string, string> {
  const index = createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
  }
  return files;
}

const namedImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** `code` with each icon named in an import from the package's index imported from its own module instead. */
export function rewriteIconImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(namedImport, (statement, list: string) => {
    const rest: string[] = [];
    const icons: string[] = [];
    const specifiers = list.split(',').map((part) => part.trim());
    for (const specifier of specifiers.filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) icons.push(`import ${local} from "${barrel}/icons/${file}";`);
      else rest.push(specifier);
    }
    if (icons.length === 0) return statement;
    const kept = rest.length > 0 ? `import { ${rest.join(', ')} } from "${barrel}";` : '';
    // The same number of lines, so the source map of the code after this import stays true.
    return [kept, ...icons].join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'tandem:icon-imports',
    apply: 'build',
    // After TypeScript and JSX are compiled, so type-only names are already gone.
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(barrel)) return null;
      files ??= iconFiles();
      const rewritten = rewriteIconImports(code, files);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
