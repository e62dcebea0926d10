import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Terminal } from 'lucide-react';
import { SettingsSection } from '../settings-section';
import { CreateTokenForm } from './create-token-form';
import { NewTokenSecret } from './new-token-secret';
import { TokenList } from './token-list';

/** Personal API tokens: make one (its secret shown once), see when each was used, revoke. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<{ secret: string; name: string } | null>(null);
  return (
    <SettingsSection id="tokens" icon={Terminal} title={t('settings.tokens.title')} description={t('settings.tokens.description')}>
      <p className="text-sm text-muted-foreground">
        {t('settings.tokens.usage')}{' '}
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all" dir="ltr">
          Authorization: Bearer tdm_…
        </code>
      </p>
      {created ? <NewTokenSecret name={created.name} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <CreateTokenForm onCreated={(secret, name) => setCreated({ secret, name })} />
      <div className="border-t border-border" />
      <TokenList />
    </SettingsSection>
  );
}
