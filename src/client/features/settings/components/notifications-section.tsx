import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import type { NotificationSettings, UpdateSettingsInput } from '@domain/settings/settings';
import { Switch } from '@/components/ui/switch';
import { useSaveSettings } from '../use-save-settings';
import { InfoList } from './info-list';
import { SettingsSection } from './settings-section';

const channels = ['email', 'push', 'sms'] as const;
const types = ['goalReminders', 'eventReminders', 'transactionAlerts'] as const;

function ToggleRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? <p className="mt-0.5 text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} data-testid={id} />
    </li>
  );
}

/** Channels and kinds of reminders, stored now and honestly labelled: nothing is sent yet. */
export function NotificationsSection({ notifications }: { notifications: NotificationSettings }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSettings();
  const change = (changes: UpdateSettingsInput['notifications']) => void save({ notifications: changes });

  return (
    <SettingsSection id="notifications" icon={Bell} title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{t('settings.notifications.channelsTitle')}</h3>
        <ul className="divide-y divide-border">
          {channels.map((channel) => (
            <ToggleRow
              key={channel}
              id={`notification-channel-${channel}`}
              label={t(`settings.notifications.channels.${channel}`)}
              checked={notifications.channels[channel]}
              disabled={pending}
              onChange={(on) => change({ channels: { [channel]: on } })}
            />
          ))}
        </ul>
      </div>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{t('settings.notifications.typesTitle')}</h3>
        <ul className="divide-y divide-border">
          {types.map((type) => (
            <ToggleRow
              key={type}
              id={`notification-type-${type}`}
              label={t(`settings.notifications.types.${type}`)}
              hint={t(`settings.notifications.typeHints.${type}`)}
              checked={notifications.types[type]}
              disabled={pending}
              onChange={(on) => change({ types: { [type]: on } })}
            />
          ))}
        </ul>
      </div>
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">{t('settings.notifications.todayTitle')}</h3>
        <InfoList items={[t('settings.notifications.today.1'), t('settings.notifications.today.2'), t('settings.notifications.today.3')]} />
      </div>
    </SettingsSection>
  );
}
