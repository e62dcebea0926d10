import type { ReactNode } from 'react';
import type { LanguageCode, languages } from '@domain/shared/languages';
import { cn } from '@/lib/utils';

/**
 * Small drawn flags (30 × 20 units) for the language menus. Emoji flags are empty boxes on
 * Linux without an emoji font and two letters on Windows; a drawing looks the same everywhere.
 * Simplified on purpose: they are recognised at 20 px, not reproduced to the standard.
 */
const drawings: Record<LanguageCode, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 * 7) / 13} fill="#3c3b6e" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  ar: (
    <>
      <rect width="30" height="20" fill="#006c35" />
      <rect x="8" y="7" width="14" height="2" rx="1" fill="#fff" />
      <rect x="9" y="12" width="12" height="1.2" fill="#fff" />
    </>
  ),
  th: (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y={20 / 6} width="30" height={(20 * 4) / 6} fill="#f4f5f8" />
      <rect y={(20 * 2) / 6} width="30" height={(20 * 2) / 6} fill="#2d2a4a" />
    </>
  ),
  id: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="10" fill="#ce1126" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10Z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  hi: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height={20 / 3} fill="#ff9933" />
      <rect y={(20 * 2) / 3} width="30" height={20 / 3} fill="#138808" />
      <circle cx="15" cy="10" r="2.4" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  vi: (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <path d="M15 4.5 16.6 9.3H21.6L17.5 12.2 19.1 17 15 14.1 10.9 17 12.5 12.2 8.4 9.3H13.4Z" fill="#ff0" />
    </>
  ),
  tl: (
    <>
      <rect width="30" height="10" fill="#0038a8" />
      <rect y="10" width="30" height="10" fill="#ce1126" />
      <path d="M0 0 17.3 10 0 20Z" fill="#fff" />
      <circle cx="6" cy="10" r="2.2" fill="#fcd116" />
    </>
  ),
  ms: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 14} width="30" height={20 / 14} fill="#cc0001" />
      ))}
      <rect width="15" height={(20 * 8) / 14} fill="#010066" />
      <circle cx="6" cy="5.7" r="3.4" fill="#fc0" />
      <circle cx="7.1" cy="5.7" r="2.9" fill="#010066" />
      <circle cx="11" cy="5.7" r="1.5" fill="#fc0" />
    </>
  ),
  tr: (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="12" cy="10" r="5" fill="#fff" />
      <circle cx="13.3" cy="10" r="4" fill="#e30a17" />
      <path d="M17 10 20.8 8.8 18.5 12 18.5 8 20.8 11.2Z" fill="#fff" />
    </>
  ),
};

/** The flag drawn for a language, decorative beside its name. */
export function LanguageFlag({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden
      focusable="false"
      data-testid={`flag-${code}`}
      className={cn('h-3.5 w-[1.3125rem] shrink-0 overflow-hidden rounded-[2px] ring-1 ring-black/10', className)}
    >
      {drawings[code]}
    </svg>
  );
}

/** A language as menus list it: its flag, its own name, and its English name when that differs. */
export function LanguageOptionLabel({ language }: { language: (typeof languages)[number] }) {
  return (
    <>
      <LanguageFlag code={language.code} />
      <span className="flex-1">{language.nativeName}</span>
      {language.nativeName === language.name ? null : (
        <span className="text-xs text-muted-foreground" lang="en">
          {language.name}
        </span>
      )}
    </>
  );
}
