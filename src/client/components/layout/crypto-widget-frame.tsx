import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** The widget's card; hidden when the sidebar is collapsed to icons. */
export function CryptoWidgetFrame({ title, children, busy = false }: { title: ReactNode; children: ReactNode; busy?: boolean }) {
  return (
    <section
      aria-busy={busy || undefined}
      data-testid="crypto-widget"
      className="mx-2 rounded-xl border border-sidebar-border bg-background/60 p-3 group-data-[collapsible=icon]:hidden dark:bg-background/20"
    >
      <h2 className="mb-2 text-xs font-semibold tracking-wide text-sidebar-foreground/80 uppercase">{title}</h2>
      {children}
    </section>
  );
}

/** docs/product/screens.md#crypto-widget: 'Crypto Prices' with three placeholder rows while prices load (and while the widget's code does). */
export function CryptoWidgetLoading() {
  const { t } = useTranslation();
  return (
    <CryptoWidgetFrame title={t('crypto.widget.loadingTitle')} busy>
      <div className="flex flex-col gap-2" data-testid="crypto-widget-loading">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center justify-between gap-2">
            <Skeleton className="h-3 w-8" />
            <Skeleton className="h-3 w-20" />
          </div>
        ))}
      </div>
    </CryptoWidgetFrame>
  );
}
