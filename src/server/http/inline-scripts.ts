import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP source for each script the build inlines into pages. The prerendered landing page
 * carries public/theme-init.js inline (byte for byte), which saves a render-blocking request on
 * a phone's first visit; the hash lets exactly that script run. No build, no hash.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  try {
    const script = readFileSync(path.join(clientDir, 'theme-init.js'));
    return [`'sha256-${createHash('sha256').update(script).digest('base64')}'`];
  } catch {
    return [];
  }
}
