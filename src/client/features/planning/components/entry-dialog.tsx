import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entryTimesIssue, timeTrackingMessages, type TimeEntry, type TimeProject } from '@domain/planning/time-tracking';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFormat } from '@/lib/use-format';
import { useSaveEntry } from '../api';
import { fromLocalInput, toLocalInput } from '../duration';
import { useFailToast } from '@/lib/use-fail-toast';

interface EntryDialogProps {
  entry: TimeEntry | 'new' | null;
  projects: readonly TimeProject[];
  onClose: () => void;
}

export function EntryDialog({ entry, projects, onClose }: EntryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="entry-dialog">
        <DialogHeader>
          <DialogTitle>{t(entry === 'new' ? 'planning.entries.newTitle' : 'planning.entries.editTitle')}</DialogTitle>
          <DialogDescription>{t('planning.entries.formDescription')}</DialogDescription>
        </DialogHeader>
        {entry !== null ? <EntryForm key={entry === 'new' ? 'new' : entry.id} entry={entry === 'new' ? null : entry} projects={projects} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function defaultTimes(timeZone: string): { start: string; end: string } {
  const end = new Date();
  end.setSeconds(0, 0);
  return { start: toLocalInput(new Date(end.getTime() - 3_600_000).toISOString(), timeZone), end: toLocalInput(end.toISOString(), timeZone) };
}

function EntryForm({ entry, projects, onDone }: { entry: TimeEntry | null; projects: readonly TimeProject[]; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveEntry();
  const fail = useFailToast();
  // Times are typed as the account's clock reads them, the zone the entry list shows them in.
  const { timeZone } = useFormat();
  const [initial] = useState(() => defaultTimes(timeZone));
  const [projectId, setProjectId] = useState(entry?.projectId ?? projects[0]?.id ?? '');
  const [start, setStart] = useState(entry ? toLocalInput(entry.start, timeZone) : initial.start);
  const [end, setEnd] = useState(entry?.end ? toLocalInput(entry.end, timeZone) : initial.end);
  const [note, setNote] = useState(entry?.note ?? '');
  const [billable, setBillable] = useState(entry?.billable ?? projects.find((project) => project.id === projectId)?.hourlyRate != null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const billed = entry?.billedAt != null;
  // A new entry is billable exactly when its project has a rate, until the user says otherwise.
  const chooseProject = (next: string) => {
    setProjectId(next);
    if (!entry) setBillable(projects.find((project) => project.id === next)?.hourlyRate != null);
  };
  const message = (text: string | undefined) => translateMessage(t, text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startIso = fromLocalInput(start, timeZone);
    const endIso = fromLocalInput(end, timeZone);
    const found: Record<string, string> = {};
    if (!projectId) found.projectId = timeTrackingMessages.projectRequired;
    if (!startIso) found.start = timeTrackingMessages.startRequired;
    if (!endIso) found.end = timeTrackingMessages.endRequired;
    const issue = startIso && endIso ? entryTimesIssue(new Date(startIso), new Date(endIso)) : null;
    if (issue) found[issue.field] = issue.message;
    setErrors(found);
    if (Object.keys(found).length > 0 || !startIso || !endIso) return;
    try {
      const saved = await save.mutateAsync({ id: entry?.id, payload: billed ? { note } : { projectId, start: startIso, end: endIso, note, billable } });
      toast.success(t(entry ? 'planning.entries.updated' : 'planning.entries.created'), {
        description: saved.overlapsWith.length > 0 ? t('planning.entries.overlapWarning', { count: saved.overlapsWith.length }) : undefined,
      });
      onDone();
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (fieldMessages) setErrors(fieldMessages);
      fail(error);
    }
  };

  return (
    <form className="grid grid-cols-1 gap-4" onSubmit={(event) => void submit(event)} noValidate data-testid="entry-form">
      {billed ? <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{t('planning.entries.billedHint')}</p> : null}
      <FormField id={`${ids}-project`} label={t('planning.timer.project')} error={message(errors.projectId)}>
        <ChoiceSelect value={projectId} onValueChange={chooseProject} disabled={billed} data-testid="entry-project">
          {projects.map((project) => (
            <SelectItem key={project.id} value={project.id}>
              {project.name}
            </SelectItem>
          ))}
        </ChoiceSelect>
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${ids}-start`} label={t('planning.entries.start')} error={message(errors.start)}>
          <Input type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} disabled={billed} data-testid="entry-start" />
        </FormField>
        <FormField id={`${ids}-end`} label={t('planning.entries.end')} error={message(errors.end)}>
          <Input type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} disabled={billed} data-testid="entry-end" />
        </FormField>
      </div>
      <FormField id={`${ids}-note`} label={t('planning.timer.note')} error={message(errors.note)}>
        <Input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <div className="flex items-center gap-2">
        <Checkbox id={`${ids}-billable`} checked={billable} onCheckedChange={(checked) => setBillable(checked === true)} disabled={billed} />
        <Label htmlFor={`${ids}-billable`}>{t('planning.entries.billable')}</Label>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('planning.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="entry-submit">
          {save.isPending ? <Spinner /> : null}
          {t('planning.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
