import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/**
 * The title block at the top of every screen. The screen's actions follow the heading in a
 * region of their own, so a screen reader's list of landmarks leads straight to them and Tab
 * reaches them before any filter or list.
 */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-sm text-muted-foreground sm:text-base">{description}</p> : null}
      </div>
      {actions ? (
        <section aria-label={t('layout.pageActions')} className="flex shrink-0 flex-wrap items-center gap-2">
          {actions}
        </section>
      ) : null}
    </div>
  );
}

/** Standard padding and width for a screen's content. */
export function PageContainer({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8', className)}>{children}</div>;
}
