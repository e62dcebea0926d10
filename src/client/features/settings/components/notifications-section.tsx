import { useTranslation } from 'react-i18next';
import { Bell, Info } from 'lucide-react';
import { InfoList } from './info-list';
import { SettingsSection } from './settings-section';

export function NotificationsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="notifications" icon={Bell} title={t('settings.notifications.title')} description={t('settings.notifications.description')}>
      <div className="flex items-start gap-3 rounded-xl border border-border bg-muted/50 p-4 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <p>{t('settings.notifications.notYet')}</p>
      </div>
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">{t('settings.notifications.todayTitle')}</h3>
        <InfoList items={[t('settings.notifications.today.1'), t('settings.notifications.today.2'), t('settings.notifications.today.3')]} />
      </div>
    </SettingsSection>
  );
}
