import { useMemo, useState } from 'react';
import { AlertTriangleIcon, BanknoteIcon, ClockIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimeEntry, TimeProject } from '@domain/planning/time-tracking';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useFormat } from '@/lib/use-format';
import { useBillEntries, useDeleteEntry, useEntries } from '../api';
import { clockText, hoursCount, hoursNumber } from '../duration';
import { billEstimate, isBillable } from './bill-estimate';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EntryDialog } from './entry-dialog';
import { useFailToast } from '@/lib/use-fail-toast';

interface EntryListProps {
  from: string;
  to: string;
  projects: readonly TimeProject[];
}

/** The week's entries, newest first, with manual add, edit and delete, overlap warnings and billing. */
export function EntryList({ from, to, projects }: EntryListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = format.numberLocale;
  const entries = useEntries(from, to);
  const remove = useDeleteEntry();
  const bill = useBillEntries();
  const fail = useFailToast();
  const [editing, setEditing] = useState<TimeEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingBill, setConfirmingBill] = useState(false);
  const byId = useMemo(() => new Map(projects.map((project) => [project.id, project])), [projects]);
  const list = entries.data ?? [];
  const billableIds = list.filter((entry) => isBillable(entry, projects)).map((entry) => entry.id);
  const chosen = list.filter((entry) => selected.has(entry.id) && billableIds.includes(entry.id));
  const estimate = billEstimate(chosen, projects);
  const time = format.instantFormat({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('planning.entries.deleted'));
      setDeleting(null);
    } catch (error) {
      fail(error);
    }
  };

  const confirmBill = async () => {
    try {
      const result = await bill.submit(chosen.map((entry) => entry.id));
      toast.success(t('planning.bill.done'), { description: t('planning.bill.doneDescription', { amount: format.money(result.transaction.amount, result.transaction.currency) }) });
      setSelected(new Set());
      setConfirmingBill(false);
    } catch (error) {
      setConfirmingBill(false);
      fail(error);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing('new')} disabled={projects.length === 0} data-testid="new-entry">
          <PlusIcon aria-hidden />
          {t('planning.entries.add')}
        </Button>
        <Button size="sm" onClick={() => setConfirmingBill(true)} disabled={chosen.length === 0 || !estimate} data-testid="bill-selected">
          <BanknoteIcon aria-hidden />
          {t('planning.bill.action')}
        </Button>
        {chosen.length > 0 && !estimate ? <p className="text-xs text-destructive">{t('planning.bill.mixed')}</p> : null}
      </div>

      <QueryState
        query={entries}
        skeleton={<Skeleton className="h-24 w-full" />}
        errorTitle={t('planning.loadError')}
        empty={{
          when: (loaded) => loaded.length === 0,
          show: <EmptyState size="sm" icon={ClockIcon} title={t('planning.entries.emptyTitle')} description={t('planning.entries.emptyDescription')} />,
        }}
      >
        {(loaded) => (
          <ul className="grid grid-cols-1 gap-2" data-testid="entry-list">
            {loaded.map((entry) => {
              const project = byId.get(entry.projectId);
              const canBill = billableIds.includes(entry.id);
              return (
                <li key={entry.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border p-3" data-testid="entry-row">
                  <Checkbox
                    className="mt-1"
                    checked={selected.has(entry.id)}
                    disabled={!canBill}
                    onCheckedChange={(checked) => toggle(entry.id, checked === true)}
                    aria-label={t('planning.bill.select', { project: project?.name ?? '' })}
                  />
                  <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ backgroundColor: project?.color }} />
                  {/* Below 10rem of text the duration and the buttons move under it, so phones keep the entry readable. */}
                  <div className="min-w-40 flex-1 basis-0">
                    <p className="truncate text-sm font-medium">
                      {project?.name}
                      {entry.note ? <span className="font-normal text-muted-foreground"> · {entry.note}</span> : null}
                    </p>
                    <p className="text-xs text-muted-foreground tabular-nums">
                      {entry.end ? time.formatRange(new Date(entry.start), new Date(entry.end)) : `${time.format(new Date(entry.start))} · ${t('planning.timer.running')}`}
                    </p>
                    <div className="mt-1 flex flex-wrap gap-1.5">
                      {entry.billedAt ? (
                        <Badge variant="secondary">{t('planning.entries.billed')}</Badge>
                      ) : entry.billable ? (
                        <Badge variant="outline">{t('planning.entries.billable')}</Badge>
                      ) : null}
                      {entry.overlapsWith.length > 0 ? (
                        <Badge variant="outline" className="border-amber-500/50 text-amber-700 dark:text-warning" data-testid="entry-overlap">
                          <AlertTriangleIcon aria-hidden />
                          {t('planning.entries.overlaps', { count: entry.overlapsWith.length })}
                        </Badge>
                      ) : null}
                    </div>
                  </div>
                  <div className="ms-auto flex shrink-0 items-center gap-1">
                    <span
                      className="me-2 text-sm font-semibold tabular-nums"
                      title={t('planning.hours', { count: hoursCount(entry.durationSeconds), hours: hoursNumber(entry.durationSeconds, locale) })}
                    >
                      {clockText(entry.durationSeconds)}
                    </span>
                    {entry.end ? (
                      <Button variant="ghost" size="icon-sm" onClick={() => setEditing(entry)} aria-label={t('planning.entries.edit')}>
                        <PencilIcon aria-hidden />
                      </Button>
                    ) : null}
                    <Button variant="ghost" size="icon-sm" onClick={() => setDeleting(entry)} aria-label={t('planning.entries.delete')}>
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      <EntryDialog entry={editing} projects={projects} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('planning.entries.deleteTitle')}
        description={t(deleting?.billedAt ? 'planning.entries.deleteBilledDescription' : 'planning.entries.deleteDescription')}
        confirmLabel={t('planning.delete')}
        cancelLabel={t('planning.cancel')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-entry-dialog"
        confirmTestId="confirm-delete-entry"
      />
      <ConfirmDialog
        open={confirmingBill}
        title={t('planning.bill.title')}
        description={
          estimate
            ? t('planning.bill.description', {
                count: chosen.length,
                hours: t('planning.hours', { count: hoursCount(estimate.seconds), hours: hoursNumber(estimate.seconds, locale) }),
                amount: format.money(estimate.amount, estimate.currency),
              })
            : ''
        }
        confirmLabel={t('planning.bill.confirm')}
        cancelLabel={t('planning.cancel')}
        destructive={false}
        pending={bill.isPending}
        onConfirm={() => void confirmBill()}
        onCancel={() => setConfirmingBill(false)}
        testId="bill-dialog"
        confirmTestId="confirm-bill"
      />
    </div>
  );
}
