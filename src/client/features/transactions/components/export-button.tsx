import { useCallback } from 'react';
import { DownloadIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import type { TransactionFilters } from '../filters';
import { useExport } from '../hooks/use-export';

interface ExportButtonProps {
  filters: TransactionFilters;
  goalTitles: ReadonlyMap<string, string>;
  /** Icon only on phones. */
  compact?: boolean;
}

/** Downloads every transaction the filters match (not only the loaded pages) as CSV, showing how far it got. */
export function ExportButton({ filters, goalTitles, compact = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const onDone = useCallback((count: number) => toast.success(t('transactions.export.doneTitle'), { description: t('transactions.export.done', { count }) }), [t]);
  const onError = useFailToast({ titleKey: 'transactions.export.failed' });
  const { state, start, cancel } = useExport({ goalTitles, onDone, onError });

  if (state.status === 'running') {
    return (
      <div role="status" className="flex h-10 items-center gap-2 rounded-lg border bg-background ps-3 pe-1 text-sm shadow-xs" data-testid="export-progress">
        <Spinner className="text-primary" />
        <span className="tabular-nums">{t('transactions.export.progress', { count: state.fetched })}</span>
        <Button variant="ghost" size="icon-sm" onClick={cancel} aria-label={t('transactions.export.cancel')}>
          <XIcon aria-hidden />
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" onClick={() => void start(filters)} data-testid="export-button">
      <DownloadIcon aria-hidden />
      <span className={compact ? 'max-sm:sr-only' : undefined}>{t('transactions.export.button')}</span>
    </Button>
  );
}
