import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type LogoProps = {
  className?: string;
  /** Hide the word mark, e.g. in a collapsed sidebar; the mark then carries the accessible name. */
  showName?: boolean;
  size?: 'sm' | 'md' | 'lg';
};

const markSizes = { sm: 'size-7', md: 'size-8', lg: 'size-10' } as const;
const nameSizes = { sm: 'text-base', md: 'text-lg', lg: 'text-xl' } as const;

/** Two interlocking rings: money planned alone or together. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <circle cx="12.5" cy="16" r="6.25" fill="none" strokeWidth="2.75" className="stroke-primary-foreground" />
      <circle cx="19.5" cy="16" r="6.25" fill="none" strokeWidth="2.75" className="stroke-primary-foreground" opacity="0.7" />
    </svg>
  );
}

export function Logo({ className, showName = true, size = 'md' }: LogoProps) {
  const { t } = useTranslation();
  const name = t('common.appName');
  return (
    <span className={cn('inline-flex items-center gap-2', className)} role={showName ? undefined : 'img'} aria-label={showName ? undefined : name}>
      <LogoMark className={markSizes[size]} />
      {showName ? <span className={cn('font-semibold tracking-tight', nameSizes[size])}>{name}</span> : null}
    </span>
  );
}
