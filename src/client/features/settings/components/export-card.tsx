import { DownloadIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePremium } from '../account-api';
import { UpgradePrompt } from './upgrade-prompt';

/** The full account archive for Premium; everyone keeps the transactions CSV on the money-tracking page. */
export function ExportCard() {
  const { t } = useTranslation();
  const { isPremium, isLoading } = usePremium();
  return (
    <div className="grid gap-3 rounded-xl border border-border p-4">
      <div>
        <h3 className="text-sm font-semibold">{t('account.export.title')}</h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('account.export.description')}</p>
      </div>
      {isLoading ? null : isPremium ? (
        <Button asChild variant="outline" className="justify-self-start">
          {/* A plain download: the browser saves the streamed archive straight to disk. */}
          <a href="/api/export" download>
            <DownloadIcon aria-hidden />
            {t('account.export.download')}
          </a>
        </Button>
      ) : (
        <UpgradePrompt text={t('account.export.premiumPrompt')} />
      )}
      <p className="text-xs text-muted-foreground">{t('account.export.csvNote')}</p>
    </div>
  );
}
