import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { splitModes, type SplitMode } from '@domain/groups/groups';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { GroupExpensePayload } from './api';
import type { ExpenseFormValues, FormPerson } from './expense-form-schema';
import { SplitMemberRow } from './split-member-row';
import { SplitRemaining } from './split-remaining';
import type { SplitStatus } from './split-status';

interface SplitEditorProps {
  form: UseFormReturn<ExpenseFormValues, unknown, GroupExpensePayload>;
  people: readonly FormPerson[];
  currency: string;
  status: SplitStatus;
  /** Already translated. */
  error?: string;
}

/** How the expense is shared: the mode as tabs, then everyone with a tick box and, per mode, what they carry. */
export function SplitEditor({ form, people, currency, status, error }: SplitEditorProps) {
  const { t } = useTranslation();
  const mode = form.watch('mode');
  const changeMode = (next: string) => {
    form.setValue('mode', next as SplitMode);
    form.clearErrors('members');
  };
  return (
    <fieldset className="grid grid-cols-1 gap-3" aria-describedby={error ? 'split-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('groupExpenses.form.split')}</legend>
      <Tabs value={mode} onValueChange={changeMode}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
          {splitModes.map((option) => (
            <TabsTrigger key={option} value={option} className="h-8" data-testid={`split-mode-${option}`}>
              {t(`groupExpenses.modes.${option}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {splitModes.map((option) => (
          <TabsContent key={option} value={option} className="grid grid-cols-1 gap-2">
            <p className="text-xs text-muted-foreground">{t(`groupExpenses.form.modeHint.${option}`)}</p>
            <ul className="divide-y rounded-lg border">
              {people.map((person, index) => (
                <SplitMemberRow key={person.userId} form={form} index={index} person={person} mode={option} currency={currency} shareMinor={status.shares.get(person.userId)} />
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <SplitRemaining mode={mode} left={status.left} currency={currency} />
      {error ? (
        <p id="split-error" role="alert" className="text-sm font-medium text-destructive" data-testid="split-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
