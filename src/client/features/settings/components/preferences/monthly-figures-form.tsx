import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmountInput } from '@domain/shared/amount-input';
import type { Settings, UpdateSettingsInput } from '@domain/settings/settings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';

type Field = 'monthlyIncome' | 'monthlyExpense';
const fields: readonly Field[] = ['monthlyIncome', 'monthlyExpense'];

interface MonthlyFiguresFormProps {
  settings: Settings;
  /** Resolves false when the server refused the change (it has said why in a toast). */
  onSave: (changes: UpdateSettingsInput) => Promise<boolean>;
}

/** Income and expenses per month in the account's currency; empty means "not said". */
export function MonthlyFiguresForm({ settings, onSave }: MonthlyFiguresFormProps) {
  const { t } = useTranslation();
  const saved = { monthlyIncome: settings.monthlyIncome ?? '', monthlyExpense: settings.monthlyExpense ?? '' };
  const [draft, setDraft] = useState<Record<Field, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const values = draft ?? saved;
  const dirty = draft !== null && fields.some((field) => draft[field] !== saved[field]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const changes: UpdateSettingsInput = {};
    const problems: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const text = values[field].trim();
      if (text === '') {
        changes[field] = null;
        continue;
      }
      const parsed = parseAmountInput(text, settings.currency, { allowZero: true });
      if (parsed.ok) changes[field] = parsed.decimal;
      else problems[field] = parsed.message;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const accepted = await onSave(changes);
    setSaving(false);
    if (accepted) setDraft(null);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-labelledby="monthly-title">
      <div>
        <h3 id="monthly-title" className="text-sm font-medium">
          {t('settings.preferences.monthlyTitle')}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('settings.preferences.monthlyHint', { currency: settings.currency })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField key={field} id={`settings-${field}`} label={t(`settings.preferences.${field}`)} error={translateMessage(t, errors[field]) || undefined}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={values[field]}
              onChange={(event) => setDraft({ ...values, [field]: event.target.value })}
              data-testid={`settings-${field}`}
            />
          </FormField>
        ))}
      </div>
      <div className="flex justify-end gap-2">
        {dirty ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(null);
              setErrors({});
            }}
            disabled={saving}
          >
            {t('settings.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={!dirty || saving} data-testid="settings-monthly-save">
          {saving ? <Spinner /> : null}
          {t('settings.preferences.monthlySave')}
        </Button>
      </div>
    </form>
  );
}
