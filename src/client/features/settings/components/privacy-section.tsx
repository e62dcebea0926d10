import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { DeleteAccountCard } from './delete-account-card';
import { ExportCard } from './export-card';
import { InfoList } from './info-list';
import { SettingsSection } from './settings-section';

export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="privacy" icon={ShieldCheck} title={t('settings.privacy.title')} description={t('settings.privacy.description')}>
      <InfoList items={[t('settings.privacy.facts.1'), t('settings.privacy.facts.2'), t('settings.privacy.facts.3'), t('settings.privacy.facts.4')]} />
      <ExportCard />
      <DeleteAccountCard />
    </SettingsSection>
  );
}
