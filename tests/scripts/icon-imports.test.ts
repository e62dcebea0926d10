import { describe, expect, it } from 'vitest';
import { iconFiles, rewriteIconImports } from '../../scripts/icon-imports';

describe('icon imports in the build', () => {
  const files = iconFiles();

  it('knows every name the package gives an icon', () => {
    expect(files.get('WalletIcon')).toBe('wallet');
    expect(files.get('Wallet')).toBe('wallet');
    expect(files.get('LucideWallet')).toBe('wallet');
    expect(files.get('ChartColumnIcon')).toBe('chart-column');
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it('imports each icon from its own module and leaves the rest with the package', () => {
    const code = ['import { WalletIcon, createLucideIcon, UsersIcon as People } from "lucide-react";', 'console.log(WalletIcon, People);'].join('\n');
    expect(rewriteIconImports(code, files)).toBe(
      [
        'import { createLucideIcon } from "lucide-react"; import WalletIcon from "lucide-react/icons/wallet"; import People from "lucide-react/icons/users";',
        'console.log(WalletIcon, People);',
      ].join('\n'),
    );
  });

  it('keeps the line count of an import spread over several lines, so source maps stay true', () => {
    const code = 'import {\n  PlusIcon,\n  TrashIcon,\n} from "lucide-react";\nexport { PlusIcon, TrashIcon };';
    const rewritten = rewriteIconImports(code, files);
    expect(rewritten.split('\n')).toHaveLength(code.split('\n').length);
    expect(rewritten).toContain('import PlusIcon from "lucide-react/icons/plus";');
    expect(rewritten).toContain('import TrashIcon from "lucide-react/icons/trash";');
    expect(rewritten.split('\n')[4]).toBe('export { PlusIcon, TrashIcon };');
  });

  it('leaves other packages and imports of no icon alone', () => {
    const code = 'import { useState } from "react";\nimport { Icon } from "lucide-react";';
    expect(rewriteIconImports(code, files)).toBe(code);
  });
});
