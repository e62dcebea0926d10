import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isE164, normaliseSmsNumber, settingsMessages, type UpdateSettingsInput } from '@domain/settings/settings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';

/** Where text messages go; checked as E.164 here and again by the server. Empty removes it. */
export function SmsNumberForm({ saved, onSave }: { saved: string | null; onSave: (changes: UpdateSettingsInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const value = draft ?? saved ?? '';
  const dirty = draft !== null && normaliseSmsNumber(draft) !== (saved ?? '');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text !== '' && !isE164(text)) {
      setError(settingsMessages.smsNumber);
      return;
    }
    setError(undefined);
    setSaving(true);
    const accepted = await onSave({ smsNumber: text === '' ? null : normaliseSmsNumber(text) });
    setSaving(false);
    if (accepted) setDraft(null);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField
        className="flex-1"
        id="settings-sms-number"
        label={t('settings.notifications.smsNumber')}
        hint={t('settings.notifications.smsNumberHint')}
        error={translateMessage(t, error) || undefined}
      >
        <Input type="tel" inputMode="tel" autoComplete="tel" dir="ltr" value={value} onChange={(event) => setDraft(event.target.value)} data-testid="settings-sms-number" />
      </FormField>
      <Button type="submit" disabled={!dirty || saving} data-testid="settings-sms-save" className="sm:mb-6">
        {saving ? <Spinner /> : null}
        {t('settings.notifications.save')}
      </Button>
    </form>
  );
}
