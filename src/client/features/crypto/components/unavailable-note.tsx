import { CloudOffIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** What every price-backed part shows when CoinGecko cannot be reached and nothing recent is cached. */
export function PricesUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-4 py-8 text-center" data-testid="crypto-prices-unavailable">
      <CloudOffIcon className="size-6 text-muted-foreground" aria-hidden />
      <div className="space-y-1">
        <p className="text-sm font-medium">{t('crypto.unavailable.title')}</p>
        <p className="text-xs text-muted-foreground">{t('crypto.unavailable.description')}</p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {t('crypto.unavailable.retry')}
      </Button>
    </div>
  );
}
