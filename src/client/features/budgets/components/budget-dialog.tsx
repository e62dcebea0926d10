import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { budgetMessages, setBudgetInput, type BudgetLine } from '@domain/budgets/budgets';
import { amountProblem } from '@domain/shared/money';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectItem } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { useFailToast } from '@/lib/use-fail-toast';
import { useSetBudget } from '../api';

/** What the dialog edits: an existing budget, or a new one for one of the categories without a budget. */
export type BudgetEditing = { line: BudgetLine } | { choices: readonly string[] };

interface BudgetDialogProps {
  editing: BudgetEditing | null;
  month: string;
  monthName: string;
  currency: string;
  name: (category: string) => string;
  onClose: () => void;
}

export function BudgetDialog({ editing, month, monthName, currency, name, onClose }: BudgetDialogProps) {
  const { t } = useTranslation();
  const line = editing && 'line' in editing ? editing.line : null;
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} data-testid="budgets-dialog">
        <DialogHeader>
          <DialogTitle>{line ? t('budgets.form.editTitle', { category: name(line.category) }) : t('budgets.form.addTitle')}</DialogTitle>
          <DialogDescription>{t('budgets.form.description', { month: monthName, currency })}</DialogDescription>
        </DialogHeader>
        {editing ? <BudgetForm key={line?.category ?? 'new'} editing={editing} month={month} currency={currency} name={name} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function BudgetForm({
  editing,
  month,
  currency,
  name,
  onDone,
}: {
  editing: BudgetEditing;
  month: string;
  currency: string;
  name: (category: string) => string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSetBudget();
  const fail = useFailToast();
  const line = 'line' in editing ? editing.line : null;
  const [category, setCategory] = useState(line?.category ?? ('choices' in editing ? (editing.choices[0] ?? '') : ''));
  const [amount, setAmount] = useState(line?.budgeted ?? '');
  const [rollover, setRollover] = useState(line?.rollover ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const message = (text: string | undefined) => translateMessage(t, text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!category) found.category = budgetMessages.categoryInvalid;
    const parsed = setBudgetInput.safeParse({ amount, rollover });
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'amount')] ??= issue.message;
    const problem = parsed.success ? amountProblem(parsed.data.amount, currency) : null;
    if (problem) found.amount = problem;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    try {
      await save.mutateAsync({ month, category, amount: parsed.data.amount, rollover });
      toast.success(t('budgets.toasts.saved'), { description: name(category) });
      onDone();
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (fieldMessages) setErrors(fieldMessages);
      fail(error);
    }
  };

  return (
    <form className="grid grid-cols-1 gap-4" onSubmit={(event) => void submit(event)} noValidate data-testid="budgets-form">
      {line ? null : (
        <FormField id={`${ids}-category`} label={t('budgets.form.category')} error={message(errors.category)}>
          <ChoiceSelect value={category} onValueChange={setCategory} data-testid="budgets-form-category">
            {'choices' in editing
              ? editing.choices.map((choice) => (
                  <SelectItem key={choice} value={choice}>
                    {name(choice)}
                  </SelectItem>
                ))
              : null}
          </ChoiceSelect>
        </FormField>
      )}
      <FormField id={`${ids}-amount`} label={t('budgets.form.amount', { currency })} error={message(errors.amount)}>
        <Input inputMode="decimal" autoComplete="off" value={amount} onChange={(event) => setAmount(event.target.value)} data-testid="budgets-form-amount" />
      </FormField>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox id={`${ids}-rollover`} checked={rollover} onCheckedChange={(checked) => setRollover(checked === true)} data-testid="budgets-form-rollover" />
          <Label htmlFor={`${ids}-rollover`}>{t('budgets.form.rollover')}</Label>
        </div>
        <p className="text-xs text-muted-foreground">{t('budgets.form.rolloverHint')}</p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('budgets.form.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="budgets-form-submit">
          {save.isPending ? <Spinner /> : null}
          {t('budgets.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
