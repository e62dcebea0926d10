import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import type { Settings, UpdateSettingsInput } from '@domain/settings/settings';
import { useSaveSettings } from '../use-save-settings';
import { InfoList } from './info-list';
import { ExpenseAlertForm } from './notifications/expense-alert-form';
import { PushDevice } from './notifications/push-device';
import { QuietHoursForm } from './notifications/quiet-hours-form';
import { SmsNumberForm } from './notifications/sms-number-form';
import { ToggleRow } from './notifications/toggle-row';
import { SettingsSection } from './settings-section';

const types = ['goalReminders', 'eventReminders', 'transactionAlerts'] as const;

/**
 * How and about what Tandem reaches the person outside the app. Each channel says plainly when
 * this server cannot use it, rather than offering a switch that does nothing.
 */
export function NotificationsSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSettings();
  const { notifications, delivery } = settings;
  const change = (changes: UpdateSettingsInput['notifications']) => void save({ notifications: changes });

  return (
    <SettingsSection id="notifications" icon={Bell} title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">{t('settings.notifications.channelsTitle')}</h3>
        <ul className="divide-y divide-border">
          <ToggleRow
            id="notification-channel-email"
            label={t('settings.notifications.channels.email')}
            hint={delivery.email ? undefined : t('settings.notifications.emailNotConfigured')}
            checked={notifications.channels.email}
            disabled={pending}
            onChange={(on) => change({ channels: { email: on } })}
          />
          <ToggleRow
            id="notification-channel-push"
            label={t('settings.notifications.channels.push')}
            checked={notifications.channels.push}
            disabled={pending}
            onChange={(on) => change({ channels: { push: on } })}
          >
            <PushDevice onSubscribed={() => notifications.channels.push || change({ channels: { push: true } })} />
          </ToggleRow>
          <ToggleRow
            id="notification-channel-sms"
            label={t('settings.notifications.channels.sms')}
            hint={delivery.sms ? undefined : t('settings.notifications.smsNotAvailable')}
            checked={delivery.sms && notifications.channels.sms}
            disabled={pending || !delivery.sms}
            onChange={(on) => change({ channels: { sms: on } })}
          >
            {delivery.sms ? <SmsNumberForm saved={settings.smsNumber} onSave={save} /> : null}
          </ToggleRow>
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
      <QuietHoursForm saved={settings.quietHours} disabled={pending} onSave={save} />
      <ExpenseAlertForm settings={settings} onSave={save} />
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">{t('settings.notifications.todayTitle')}</h3>
        <InfoList items={[t('settings.notifications.today.1'), t('settings.notifications.today.2'), t('settings.notifications.today.3')]} />
      </div>
    </SettingsSection>
  );
}
