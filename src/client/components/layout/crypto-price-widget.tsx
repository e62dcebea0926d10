import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CoinPrice } from '@domain/crypto/crypto-wire';
import { useCryptoPrices } from '@/lib/crypto-prices';
import { paths } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { CryptoWidgetFrame, CryptoWidgetLoading } from './crypto-widget-frame';

function PriceRow({ coin, locale }: { coin: CoinPrice; locale: string }) {
  const change = coin.price_change_percentage_24h;
  const up = change !== null && change >= 0;
  const price =
    coin.current_price === null
      ? '—'
      : new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(coin.current_price);
  const percent =
    change === null ? '—' : new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change / 100);
  return (
    <li className="flex items-center justify-between gap-2 text-xs" data-testid={`crypto-price-${coin.symbol.toLowerCase()}`}>
      <span className="font-semibold">{coin.symbol.toUpperCase()}</span>
      <span className="flex items-baseline gap-2 tabular-nums" dir="ltr">
        <span>{price}</span>
        <span
          className={cn('font-medium', change === null ? 'text-muted-foreground' : up ? 'text-success' : 'text-destructive')}
          data-trend={change === null ? undefined : up ? 'up' : 'down'}
        >
          {percent}
        </span>
      </span>
    </li>
  );
}

/** 'Live Crypto' (docs/product/screens.md#crypto-widget): BTC, ETH and BNB with whole-dollar prices and 24 h change, every minute. */
export function CryptoPriceWidget() {
  const { t } = useTranslation();
  // Prices stay in US dollars, written in the number format chosen in settings.
  const { numberLocale } = useFormat();
  const { data, isPending, isError } = useCryptoPrices();
  if (isPending) return <CryptoWidgetLoading />;
  return (
    <CryptoWidgetFrame
      title={
        <Link href={paths.crypto} className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-sidebar-ring">
          {t('crypto.widget.title')}
        </Link>
      }
    >
      {isError ? (
        <p className="text-xs text-muted-foreground">{t('crypto.widget.error')}</p>
      ) : data.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('crypto.widget.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {data.map((coin) => (
            <PriceRow key={coin.id} coin={coin} locale={numberLocale} />
          ))}
        </ul>
      )}
    </CryptoWidgetFrame>
  );
}
