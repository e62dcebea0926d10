import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { failureMessage } from '@/lib/failure-message';
import { translateMessage } from '@/lib/translate-message';
import { ImportProgress } from './import-progress';
import type { ColumnMapping } from './map-rows';
import { PreviewTable, type PreviewRow } from './preview-table';
import type { CheckState } from './use-import-check';

const shownRows = 100;

export interface ImportOptions {
  skipDuplicates: boolean;
  leaveOutProblems: boolean;
}

interface PreviewStepProps {
  rows: readonly PreviewRow[];
  columns: ColumnMapping;
  check: CheckState;
  onRetryCheck: () => void;
  options: ImportOptions;
  onOptionsChange: (options: ImportOptions) => void;
}

type View = 'all' | 'problems' | 'duplicates';

function hasProblems(row: PreviewRow): boolean {
  return row.mapped.problems.length > 0 || row.serverProblems.length > 0;
}

export function PreviewStep({ rows, columns, check, onRetryCheck, options, onOptionsChange }: PreviewStepProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('all');
  const skipId = useId();
  const leaveOutId = useId();
  const problemCount = rows.filter(hasProblems).length;
  const duplicateCount = rows.filter((row) => row.duplicate && !hasProblems(row)).length;
  const visible = rows.filter((row) => (view === 'problems' ? hasProblems(row) : view === 'duplicates' ? row.duplicate : true));

  if (check.status === 'checking') {
    return (
      <div className="grid gap-3" role="status" aria-label={t('transactions.import.preview.checking')}>
        {check.progress ? <ImportProgress activity={check.progress} /> : <p className="text-sm text-muted-foreground">{t('transactions.import.preview.checking')}</p>}
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (check.status === 'error') {
    const message = failureMessage(check.error);
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
        <p className="font-medium">{t('transactions.import.preview.checkFailed')}</p>
        <p className="text-muted-foreground">{translateMessage(t, message)}</p>
        <Button size="sm" variant="outline" onClick={onRetryCheck}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="import-summary">
        {t('transactions.import.preview.summary', { count: rows.length })}{' '}
        <span className="text-destructive">{t('transactions.import.preview.problemCount', { count: problemCount })}</span>{' '}
        <span className="text-warning-foreground dark:text-warning">{t('transactions.import.preview.duplicateCount', { count: duplicateCount })}</span>
      </p>
      <ToggleGroup type="single" size="sm" value={view} onValueChange={(next) => next && setView(next as View)} aria-label={t('transactions.import.preview.show')}>
        <ToggleGroupItem value="all">{t('transactions.import.preview.views.all', { count: rows.length })}</ToggleGroupItem>
        <ToggleGroupItem value="problems">{t('transactions.import.preview.views.problems', { count: problemCount })}</ToggleGroupItem>
        <ToggleGroupItem value="duplicates">{t('transactions.import.preview.views.duplicates', { count: duplicateCount })}</ToggleGroupItem>
      </ToggleGroup>
      <PreviewTable rows={visible.slice(0, shownRows)} columns={columns} />
      {visible.length > shownRows ? <p className="text-xs text-muted-foreground">{t('transactions.import.preview.more', { count: visible.length - shownRows })}</p> : null}
      <div className="grid gap-3 rounded-lg bg-muted/50 p-3">
        {duplicateCount > 0 ? (
          <div className="flex items-start gap-2">
            <Checkbox id={skipId} checked={options.skipDuplicates} onCheckedChange={(checked) => onOptionsChange({ ...options, skipDuplicates: checked === true })} />
            <Label htmlFor={skipId} className="leading-snug font-normal">
              {t('transactions.import.preview.skipDuplicates', { count: duplicateCount })}
            </Label>
          </div>
        ) : null}
        {problemCount > 0 ? (
          <div className="flex items-start gap-2">
            <Checkbox id={leaveOutId} checked={options.leaveOutProblems} onCheckedChange={(checked) => onOptionsChange({ ...options, leaveOutProblems: checked === true })} />
            <Label htmlFor={leaveOutId} className="leading-snug font-normal">
              {t('transactions.import.preview.leaveOutProblems', { count: problemCount })}
            </Label>
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('transactions.import.preview.allOrNothing')}</p>
      </div>
    </div>
  );
}

export { hasProblems };
