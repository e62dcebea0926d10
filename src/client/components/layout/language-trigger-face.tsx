import { ChevronsUpDownIcon } from 'lucide-react';
import type { languages } from '@domain/shared/languages';
import { LanguageFlag } from '@/components/language-flag';
import { cn } from '@/lib/utils';

type Language = (typeof languages)[number];

export interface LanguageSwitcherProps {
  /** Only the flag, for the collapsed sidebar rail. */
  compact?: boolean;
  className?: string;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Opens at once on mount (the deferred switcher hands over a click made before loading). */
  defaultOpen?: boolean;
}

export function languageTriggerClasses(compact: boolean, className?: string): string {
  return cn(
    'flex h-9 items-center gap-2 rounded-lg border border-sidebar-border bg-background/60 text-sm outline-none transition hover:bg-sidebar-accent focus-visible:ring-2 focus-visible:ring-sidebar-ring',
    compact ? 'size-8 justify-center border-transparent bg-transparent p-0' : 'w-full px-2.5',
    className,
  );
}

export function LanguageTriggerFace({ language, compact }: { language: Language; compact: boolean }) {
  return (
    <>
      <LanguageFlag code={language.code} />
      {compact ? null : (
        <>
          <span className="flex-1 truncate text-start">{language.nativeName}</span>
          <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden />
        </>
      )}
    </>
  );
}
