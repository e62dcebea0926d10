import { useId, useState, type FormEvent } from 'react';
import { PlayIcon, SquareIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { paths } from '@/lib/paths';
import { useFailToast } from '@/lib/use-fail-toast';
import { useProjects, useStartTimer, useStopTimer, useTimer } from '../api';
import { clockText } from '../duration';
import { useElapsed } from './use-elapsed';

/**
 * Start and stop the one running timer. Used on the planning page, in the phone's add sheet
 * and from the header. `onLeave` closes a drawer around it when the user follows a link.
 */
export function CompactTimer({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [location] = useLocation();
  const timer = useTimer();
  const projects = useProjects();
  const start = useStartTimer();
  const stop = useStopTimer();
  const running = timer.data ?? null;
  const elapsed = useElapsed(running ? running.durationSeconds : null, timer.dataUpdatedAt);
  const [projectId, setProjectId] = useState('');
  const [note, setNote] = useState('');
  const chosen = projectId || projects.data?.[0]?.id || '';
  const runningProject = running ? projects.data?.find((project) => project.id === running.projectId) : undefined;

  const fail = useFailToast();

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    try {
      await start.mutateAsync({ projectId: chosen, note: note.trim() || undefined });
      setNote('');
    } catch (error) {
      fail(error);
    }
  };

  const onStop = async () => {
    try {
      await stop.mutateAsync();
      toast.success(t('planning.timer.stopped'));
    } catch (error) {
      fail(error);
    }
  };

  if (timer.isPending || projects.isPending) return <Skeleton className="h-28 w-full rounded-xl" />;

  if (running) {
    return (
      <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-4" data-testid="timer-running">
        <span aria-hidden className="size-3 shrink-0 animate-pulse rounded-full" style={{ backgroundColor: runningProject?.color ?? 'currentColor' }} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{runningProject?.name ?? t('planning.timer.running')}</p>
          {running.note ? <p className="truncate text-xs text-muted-foreground">{running.note}</p> : null}
        </div>
        <p className="text-2xl font-semibold tabular-nums" role="timer" aria-label={t('planning.timer.elapsed')} data-testid="timer-elapsed">
          {clockText(elapsed ?? 0)}
        </p>
        <Button variant="destructive" onClick={() => void onStop()} disabled={stop.isPending} data-testid="timer-stop">
          {stop.isPending ? <Spinner /> : <SquareIcon aria-hidden />}
          {t('planning.timer.stop')}
        </Button>
      </div>
    );
  }

  if ((projects.data ?? []).length === 0) {
    return (
      <div className="grid grid-cols-1 gap-2 rounded-xl border border-dashed p-4 text-sm" data-testid="timer-no-projects">
        <p className="text-muted-foreground">{t('planning.timer.noProjects')}</p>
        {/* On the planning page the projects card is right there; a link to the same page would lead nowhere. */}
        {location === paths.planning ? null : (
          <Link href={paths.planning} onClick={onLeave} className="font-medium text-primary hover:underline">
            {t('planning.timer.createProject')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onStart(event)}
      className="grid grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
      data-testid="timer-idle"
    >
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={`${ids}-project`}>{t('planning.timer.project')}</Label>
        <Select value={chosen} onValueChange={setProjectId}>
          <SelectTrigger id={`${ids}-project`} data-testid="timer-project">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(projects.data ?? []).map((project) => (
              <SelectItem key={project.id} value={project.id}>
                <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: project.color }} />
                {project.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={`${ids}-note`}>{t('planning.timer.note')}</Label>
        <Input id={`${ids}-note`} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} placeholder={t('planning.timer.notePlaceholder')} />
      </div>
      <Button type="submit" disabled={start.isPending} data-testid="timer-start">
        {start.isPending ? <Spinner /> : <PlayIcon aria-hidden />}
        {t('planning.timer.start')}
      </Button>
    </form>
  );
}
