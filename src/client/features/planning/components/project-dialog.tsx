import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCodes } from '@domain/shared/currencies';
import { parseAmountInput } from '@domain/shared/amount-input';
import { projectColors, timeTrackingMessages, type TimeProject } from '@domain/planning/time-tracking';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useOwnGoals } from '@/lib/use-goals';
import { useGroups } from '@/lib/use-groups';
import { cn } from '@/lib/utils';
import { useSaveProject } from '../api';
import { useFailToast } from '@/lib/use-fail-toast';

const none = 'none';

interface ProjectDialogProps {
  /** null: closed; 'new': create; a project: edit it. */
  project: TimeProject | 'new' | null;
  onClose: () => void;
}

export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="project-dialog">
        <DialogHeader>
          <DialogTitle>{t(project === 'new' ? 'planning.projects.newTitle' : 'planning.projects.editTitle')}</DialogTitle>
          <DialogDescription>{t('planning.projects.formDescription')}</DialogDescription>
        </DialogHeader>
        {project !== null ? <ProjectForm key={project === 'new' ? 'new' : project.id} project={project === 'new' ? null : project} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project: TimeProject | null; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveProject();
  const fail = useFailToast();
  const goals = useOwnGoals();
  const groups = useGroups();
  const [name, setName] = useState(project?.name ?? '');
  const [color, setColor] = useState(project?.color ?? projectColors[0]);
  const [rate, setRate] = useState(project?.hourlyRate ?? '');
  const [currency, setCurrency] = useState(project?.currency ?? none);
  const [goalId, setGoalId] = useState(project?.goalId ?? none);
  const [groupId, setGroupId] = useState(project?.groupId ?? none);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (text: string | undefined) => translateMessage(t, text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = timeTrackingMessages.projectNameRequired;
    const parsed = rate.trim() ? parseAmountInput(rate, currency === none ? null : currency) : null;
    if (parsed && !parsed.ok) found.hourlyRate = parsed.message;
    if (rate.trim() && currency === none) found.currency = timeTrackingMessages.rateNeedsCurrency;
    if (!rate.trim() && currency !== none) found.hourlyRate = timeTrackingMessages.currencyNeedsRate;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = {
      name: name.trim(),
      color,
      hourlyRate: parsed?.ok ? parsed.decimal : null,
      currency: currency === none ? null : currency,
      goalId: goalId === none ? null : goalId,
      groupId: groupId === none ? null : groupId,
    };
    try {
      await save.mutateAsync({ id: project?.id, payload });
      toast.success(t(project ? 'planning.projects.updated' : 'planning.projects.created', { name: payload.name }));
      onDone();
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (fieldMessages) setErrors(fieldMessages);
      fail(error);
    }
  };

  return (
    <form className="grid grid-cols-1 gap-4" onSubmit={(event) => void submit(event)} noValidate data-testid="project-form">
      <FormField id={`${ids}-name`} label={t('planning.projects.name')} error={message(errors.name)}>
        <Input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} data-testid="project-name" />
      </FormField>
      <fieldset className="grid grid-cols-1 gap-2">
        <legend className="mb-2 text-sm font-medium">{t('planning.projects.color')}</legend>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('planning.projects.color')}>
          {projectColors.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={color === option}
              aria-label={option}
              onClick={() => setColor(option)}
              className={cn(
                'size-8 rounded-full border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                color === option ? 'border-foreground' : 'border-transparent',
              )}
              style={{ backgroundColor: option }}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${ids}-rate`} label={t('planning.projects.rate')} error={message(errors.hourlyRate)} hint={t('planning.projects.rateHint')}>
          <Input inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} placeholder="0.00" data-testid="project-rate" />
        </FormField>
        <FormField id={`${ids}-currency`} label={t('planning.projects.currency')} error={message(errors.currency)}>
          <ChoiceSelect value={currency} onValueChange={setCurrency} data-testid="project-currency">
            <SelectItem value={none}>{t('planning.projects.noCurrency')}</SelectItem>
            {currencyCodes.map((code) => (
              <SelectItem key={code} value={code}>
                {code}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={`${ids}-goal`} label={t('planning.projects.goal')} error={message(errors.goalId)}>
          <ChoiceSelect value={goalId} onValueChange={setGoalId}>
            <SelectItem value={none}>{t('planning.projects.noLink')}</SelectItem>
            {(goals.data ?? []).map((goal) => (
              <SelectItem key={goal.id} value={goal.id}>
                {goal.title}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
        <FormField id={`${ids}-group`} label={t('planning.projects.group')} error={message(errors.groupId)}>
          <ChoiceSelect value={groupId} onValueChange={setGroupId}>
            <SelectItem value={none}>{t('planning.projects.noLink')}</SelectItem>
            {(groups.data ?? []).map((group) => (
              <SelectItem key={group.id} value={group.id}>
                {group.name}
              </SelectItem>
            ))}
          </ChoiceSelect>
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('planning.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="project-submit">
          {save.isPending ? <Spinner /> : null}
          {t('planning.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
