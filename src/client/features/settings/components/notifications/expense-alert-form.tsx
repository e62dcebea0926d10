import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import type { Settings, UpdateSettingsInput } from '@domain/settings/settings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';

/** A transaction alert for any one expense above an amount in the account's currency; empty means none. */
export function ExpenseAlertForm({ settings, onSave }: { settings: Settings; onSave: (changes: UpdateSettingsInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const saved = settings.expenseAlert?.amount ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const value = draft ?? saved;
  const dirty = draft !== null && draft.trim() !== saved;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    let changes: UpdateSettingsInput = { expenseAlert: null };
    if (text !== '') {
      const parsed = parseAmountInput(text, settings.currency);
      if (!parsed.ok) {
        setError(parsed.message);
        return;
      }
      changes = { expenseAlert: { amount: parsed.decimal } };
    }
    setError(undefined);
    setSaving(true);
    const accepted = await onSave(changes);
    setSaving(false);
    if (accepted) setDraft(null);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-3" aria-labelledby="expense-alert-title">
      <div>
        <h3 id="expense-alert-title" className="text-sm font-semibold">
          {t('settings.notifications.expenseAlertTitle')}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('settings.notifications.expenseAlertHint')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          className="flex-1"
          id="expense-alert-amount"
          label={`${t('settings.notifications.expenseAlertAmount')} (${settings.currency})`}
          error={translateMessage(t, error) || undefined}
        >
          <Input inputMode="decimal" autoComplete="off" value={value} onChange={(event) => setDraft(event.target.value)} data-testid="expense-alert-amount" />
        </FormField>
        <Button type="submit" disabled={!dirty || saving} data-testid="expense-alert-save">
          {saving ? <Spinner /> : null}
          {t('settings.notifications.save')}
        </Button>
      </div>
    </form>
  );
}
