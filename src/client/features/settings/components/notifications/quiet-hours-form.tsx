import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quietTimePattern } from '@domain/notifications/quiet-hours';
import { settingsMessages, type Settings, type UpdateSettingsInput } from '@domain/settings/settings';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage } from '@/lib/translate-message';

const suggested = { start: '22:00', end: '07:00' };

/** No e-mail, push or SMS between two local times; switching it on starts from a usual night. */
export function QuietHoursForm({ saved, disabled, onSave }: { saved: Settings['quietHours']; disabled: boolean; onSave: (changes: UpdateSettingsInput) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ start: string; end: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const window = draft ?? saved ?? suggested;
  const dirty = draft !== null && (saved === null || draft.start !== saved.start || draft.end !== saved.end);

  const save = async () => {
    if (!quietTimePattern.test(window.start) || !quietTimePattern.test(window.end) || window.start === window.end) {
      setError(settingsMessages.quietHours);
      return;
    }
    setError(undefined);
    setSaving(true);
    if (await onSave({ quietHours: window })) setDraft(null);
    setSaving(false);
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor="notification-quiet-hours" className="text-sm font-semibold">
            {t('settings.notifications.quietHoursTitle')}
          </label>
          <p className="mt-0.5 text-sm text-muted-foreground">{t('settings.notifications.quietHoursHint')}</p>
        </div>
        <Switch
          id="notification-quiet-hours"
          checked={saved !== null}
          disabled={disabled || saving}
          onCheckedChange={(on) => void onSave({ quietHours: on ? window : null }).then((accepted) => accepted && setDraft(null))}
          data-testid="notification-quiet-hours"
        />
      </div>
      {saved ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField id="quiet-hours-start" label={t('settings.notifications.quietHoursStart')} error={translateMessage(t, error) || undefined}>
            <Input type="time" value={window.start} onChange={(event) => setDraft({ ...window, start: event.target.value })} data-testid="quiet-hours-start" />
          </FormField>
          <FormField id="quiet-hours-end" label={t('settings.notifications.quietHoursEnd')}>
            <Input type="time" value={window.end} onChange={(event) => setDraft({ ...window, end: event.target.value })} data-testid="quiet-hours-end" />
          </FormField>
          <Button type="button" disabled={!dirty || saving} onClick={() => void save()} data-testid="quiet-hours-save">
            {saving ? <Spinner /> : null}
            {t('settings.notifications.save')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
