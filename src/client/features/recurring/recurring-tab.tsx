import { useEffect, useState } from 'react';
import { byData, useScrollToTarget, useSearchParam } from '@/lib/use-link-target';
import { cn } from '@/lib/utils';
import { CalendarClockIcon, CheckIcon, PencilIcon, PlusIcon, SkipForwardIcon, SparklesIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { isCustomCategoryKey } from '@domain/categories/categories';
import type { Schedule, Suggestion, UpcomingOccurrence } from '@domain/recurring/recurring';
import type { Transaction } from '@domain/transactions/transactions';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { useCreateSchedule, useDeleteSchedule, useOccurrenceAction, useSchedules, useSuggestions, useUpcoming, type SchedulePayload } from './api';
import { describeRule } from './rule-text';
import { ScheduleForm, type ScheduleFormStart } from './schedule-form';

export interface RecurringTabProps {
  /** A transaction to make recurring: the form opens prefilled with it. */
  from: Transaction | null;
  /** Called once the form has taken `from`. */
  onFromUsed: () => void;
}

function useCategoryName() {
  const { t } = useTranslation();
  const { data } = useCategoryList();
  const custom = new Map(customCategoriesIn(data).map((category) => [category.key, category.name]));
  return (key: string) => (isCustomCategoryKey(key) ? (custom.get(key) ?? t('categories.unknown')) : t(`transactions.categories.${key}`, { defaultValue: key }));
}

function ListSkeleton() {
  return (
    <div className="grid gap-2 p-2">
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid min-w-0 gap-2" data-testid={testId}>
      <h2 className="text-sm font-semibold text-muted-foreground">{title}</h2>
      <Card className="gap-0 px-1.5 py-1.5 sm:px-2">{children}</Card>
    </section>
  );
}

function OccurrenceRow({ item }: { item: UpcomingOccurrence }) {
  const { t } = useTranslation();
  const format = useFormat();
  const categoryName = useCategoryName();
  const action = useOccurrenceAction();
  const failed = useFailToast();
  const title = item.description || categoryName(item.category);
  const amount = format.money(item.amount, item.currency);
  const range =
    item.minAmount !== item.maxAmount
      ? t('recurring.occurrence.range', { min: format.money(item.minAmount, item.currency), max: format.money(item.maxAmount, item.currency) })
      : null;
  const open = item.state === 'overdue' || item.state === 'upcoming';
  // The row leaves its list once the lists refresh, so the toast follows the promise, not the row's observer.
  const act = (kind: 'post' | 'skip') =>
    void action
      .mutateAsync({ scheduleId: item.scheduleId, date: item.scheduledOn, action: kind })
      .then(() => toast.success(t(kind === 'post' ? 'recurring.toasts.paid' : 'recurring.toasts.skipped')), failed);
  const badge = {
    overdue: <Badge variant="destructive">{t('recurring.state.overdue')}</Badge>,
    upcoming: null,
    posted: <Badge variant="success">{t('recurring.state.posted')}</Badge>,
    paid: <Badge variant="success">{t('recurring.state.paid')}</Badge>,
    skipped: <Badge variant="secondary">{t('recurring.state.skipped')}</Badge>,
  }[item.state];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-2" data-testid="occurrence-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" dir="auto">
          {title}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          <bdi>{format.date(item.dueOn)}</bdi>
          {' · '}
          <bdi>{categoryName(item.category)}</bdi>
        </p>
      </div>
      <div className="text-end">
        <p className="font-semibold tabular-nums">{range ? t('recurring.occurrence.about', { amount }) : amount}</p>
        {range ? <p className="text-xs text-muted-foreground tabular-nums">{range}</p> : null}
      </div>
      <div className="flex items-center justify-end gap-1 max-sm:w-full">
        {badge}
        {open ? (
          <>
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => act('post')} data-testid="occurrence-post">
              <CheckIcon aria-hidden />
              {t('recurring.actions.markPaid')}
            </Button>
            <Button
              size="icon-sm"
              variant="ghost"
              disabled={action.isPending}
              aria-label={t('recurring.actions.skipNamed', { name: title })}
              onClick={() => act('skip')}
              data-testid="occurrence-skip"
            >
              <SkipForwardIcon aria-hidden />
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
}

function ScheduleRow({ schedule, highlighted, onEdit, onDelete }: { schedule: Schedule; highlighted: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const categoryName = useCategoryName();
  const title = schedule.description || categoryName(schedule.category);
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-2', highlighted && 'bg-primary/10 ring-2 ring-primary')}
      data-testid="schedule-row"
      data-schedule-id={schedule.id}
      data-highlighted={highlighted || undefined}
    >
      {/* On a phone the name and rule take the whole line; amount and actions go below. */}
      <div className="min-w-0 flex-1 max-sm:basis-full">
        <p className="truncate font-medium" dir="auto">
          {title}
        </p>
        <p className="text-xs text-muted-foreground">
          {describeRule(t, format.language, schedule.rule, schedule.startsOn)}
          {' · '}
          {schedule.nextDueOn ? t('recurring.schedule.next', { date: format.date(schedule.nextDueOn) }) : t('recurring.schedule.ended')}
        </p>
      </div>
      <p className="font-semibold tabular-nums">{format.money(schedule.amount, schedule.currency)}</p>
      {schedule.autoPost ? <Badge variant="outline">{t('recurring.schedule.autoPost')}</Badge> : null}
      <div className="flex items-center">
        <Button size="icon-sm" variant="ghost" aria-label={t('recurring.actions.editNamed', { name: title })} onClick={onEdit} data-testid="schedule-edit">
          <PencilIcon aria-hidden />
        </Button>
        <Button size="icon-sm" variant="ghost" aria-label={t('recurring.actions.deleteNamed', { name: title })} onClick={onDelete} data-testid="schedule-delete">
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </div>
  );
}

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const format = useFormat();
  const create = useCreateSchedule();
  const failed = useFailToast();
  const { interval: _interval, occurrences, lastOn: _lastOn, ...body } = suggestion;
  const accept = () => create.submit({ ...body, currency: body.currency as SchedulePayload['currency'] }).then(() => toast.success(t('recurring.toasts.created')), failed);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-2" data-testid="suggestion-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" dir="auto">
          {suggestion.description}
        </p>
        <p className="text-xs text-muted-foreground">
          {describeRule(t, format.language, suggestion.rule, suggestion.startsOn)}
          {' · '}
          {t('recurring.suggestions.seen', { count: occurrences })}
        </p>
      </div>
      <p className="font-semibold tabular-nums">{format.money(suggestion.amount, suggestion.currency)}</p>
      <Button size="sm" disabled={create.isPending} onClick={() => void accept()} data-testid="suggestion-accept">
        <CheckIcon aria-hidden />
        {t('recurring.actions.accept')}
      </Button>
    </div>
  );
}

/** The Recurring tab of money tracking: what is due, overdue and paid; the schedules; suggestions from history. */
export function RecurringTab({ from, onFromUsed }: RecurringTabProps) {
  const { t } = useTranslation();
  const upcoming = useUpcoming();
  const schedules = useSchedules();
  const suggestions = useSuggestions();
  const remove = useDeleteSchedule();
  const failed = useFailToast();
  const [form, setForm] = useState<{ open: boolean; start: ScheduleFormStart }>({ open: false, start: null });
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  // A bill's link from the cash-flow timeline (`?schedule=…`) marks its schedule and brings it into view.
  const linkedSchedule = useSearchParam('schedule');
  useScrollToTarget(byData('data-schedule-id', linkedSchedule), schedules.isSuccess);

  useEffect(() => {
    if (!from) return;
    setForm({ open: true, start: { transaction: from } });
    onFromUsed();
  }, [from, onFromUsed]);

  const items = upcoming.data ?? [];
  const groups = [
    { key: 'overdue', items: items.filter((item) => item.state === 'overdue') },
    { key: 'upcoming', items: items.filter((item) => item.state === 'upcoming') },
    { key: 'paid', items: items.filter((item) => item.state === 'paid' || item.state === 'posted' || item.state === 'skipped') },
  ] as const;

  return (
    <div className="grid gap-6" data-testid="recurring-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t('recurring.page.description')}</p>
        <Button onClick={() => setForm({ open: true, start: null })} data-testid="add-schedule-button" className="max-sm:flex-1">
          <PlusIcon aria-hidden />
          {t('recurring.actions.add')}
        </Button>
      </div>

      <QueryState query={upcoming} skeleton={<ListSkeleton />} errorTitle={t('recurring.errors.upcoming')} errorVariant="compact">
        {() => (
          <div className="grid gap-6">
            {groups.map((group) =>
              group.items.length > 0 || group.key === 'upcoming' ? (
                <Section key={group.key} title={t(`recurring.sections.${group.key}`)} testId={`recurring-${group.key}`}>
                  {group.items.length === 0 ? (
                    <p className="px-2 py-3 text-sm text-muted-foreground">{t('recurring.empty.upcoming')}</p>
                  ) : (
                    group.items.map((item) => <OccurrenceRow key={`${item.scheduleId}|${item.scheduledOn}`} item={item} />)
                  )}
                </Section>
              ) : null,
            )}
          </div>
        )}
      </QueryState>

      <Section title={t('recurring.sections.schedules')} testId="recurring-schedules">
        <QueryState
          query={schedules}
          skeleton={<ListSkeleton />}
          errorTitle={t('recurring.errors.schedules')}
          errorVariant="compact"
          empty={{
            when: (data) => data.length === 0,
            show: <EmptyState size="sm" icon={CalendarClockIcon} title={t('recurring.empty.title')} description={t('recurring.empty.description')} />,
          }}
        >
          {(data) =>
            data.map((schedule) => (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                highlighted={schedule.id === linkedSchedule}
                onEdit={() => setForm({ open: true, start: { schedule } })}
                onDelete={() => setDeleting(schedule)}
              />
            ))
          }
        </QueryState>
      </Section>

      {suggestions.data && suggestions.data.length > 0 ? (
        <Section title={t('recurring.sections.suggestions')} testId="recurring-suggestions">
          <p className="flex items-center gap-2 px-2 pt-1 text-xs text-muted-foreground">
            <SparklesIcon aria-hidden className="size-3.5" />
            {t('recurring.suggestions.description')}
          </p>
          {suggestions.data.map((suggestion) => (
            <SuggestionRow key={`${suggestion.type}|${suggestion.currency}|${suggestion.description}`} suggestion={suggestion} />
          ))}
        </Section>
      ) : null}

      <ScheduleForm open={form.open} start={form.start} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('recurring.delete.title')}
        description={t('recurring.delete.description')}
        confirmLabel={t('recurring.actions.delete')}
        cancelLabel={t('recurring.actions.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('recurring.toasts.deleted'));
              setDeleting(null);
            },
            onError: failed,
          })
        }
        onCancel={() => setDeleting(null)}
        testId="delete-schedule-dialog"
        confirmTestId="delete-schedule-confirm"
      />
    </div>
  );
}
