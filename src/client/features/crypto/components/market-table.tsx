import { SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketCoin } from '@domain/crypto/crypto-wire';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useMarkets } from '../api';
import { changeTone, formatChange, formatUsdCompact, formatUsdPrice } from '../format';
import { PricesUnavailable } from './unavailable-note';

function matches(coin: MarketCoin, query: string): boolean {
  const text = query.trim().toLowerCase();
  return !text || coin.name.toLowerCase().includes(text) || coin.symbol.toLowerCase().includes(text) || coin.id.includes(text);
}

const dash = '—';

interface MarketTableProps {
  selected: string;
  onSelect: (id: string) => void;
}

/** The 100 largest coins, searchable; choosing one shows its chart. */
export function MarketTable({ selected, onSelect }: MarketTableProps) {
  const { t } = useTranslation();
  // Prices stay in US dollars, written in the number format chosen in settings.
  const locale = useFormat().numberLocale;
  const markets = useMarkets();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => (markets.data ?? []).filter((coin) => matches(coin, query)), [markets.data, query]);
  const compact = (value: number | null) => (value === null ? dash : formatUsdCompact(value, locale));

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="crypto-market">
      <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold">{t('crypto.market.title')}</h2>
          <p className="text-xs text-muted-foreground">{t('crypto.market.description')}</p>
        </div>
        <div className="relative sm:w-64">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('crypto.market.searchPlaceholder')}
            aria-label={t('crypto.market.search')}
            className="ps-9"
            data-testid="crypto-market-search"
          />
        </div>
      </div>

      <QueryState
        query={markets}
        skeleton={
          <div className="flex flex-col gap-3 p-4" aria-busy>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-8 w-full" />
            ))}
          </div>
        }
        failure={({ retry, retrying }) => <PricesUnavailable onRetry={retry} retrying={retrying} />}
        empty={{
          when: () => shown.length === 0,
          show: <p className="p-6 text-center text-sm text-muted-foreground">{query ? t('crypto.market.noMatch', { query }) : t('crypto.market.empty')}</p>,
        }}
      >
        {() => (
          <div className="max-h-[32rem] overflow-y-auto">
            <table className="w-full table-fixed text-sm">
              <thead className="sticky top-0 z-10 bg-card text-xs text-muted-foreground">
                <tr className="border-b">
                  <th scope="col" className="w-[44%] px-4 py-2 text-start font-medium sm:w-[34%]">
                    {t('crypto.market.coin')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-end font-medium">
                    {t('crypto.market.price')}
                  </th>
                  <th scope="col" className="w-[22%] px-2 py-2 text-end font-medium sm:w-[14%]">
                    {t('crypto.market.change24h')}
                  </th>
                  <th scope="col" className="hidden px-2 py-2 text-end font-medium sm:table-cell">
                    {t('crypto.market.marketCap')}
                  </th>
                  <th scope="col" className="hidden px-4 py-2 text-end font-medium sm:table-cell">
                    {t('crypto.market.volume')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((coin) => (
                  <tr key={coin.id} className={cn('border-b last:border-0', coin.id === selected && 'bg-muted/60')} data-testid={`market-row-${coin.id}`}>
                    <td className="px-4 py-2">
                      <button
                        type="button"
                        onClick={() => onSelect(coin.id)}
                        aria-pressed={coin.id === selected}
                        className="flex w-full min-w-0 items-center gap-2 rounded-md text-start outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <span className="w-6 shrink-0 text-xs text-muted-foreground tabular-nums">{coin.market_cap_rank ?? ''}</span>
                        <span className="min-w-0">
                          <span className="block truncate font-medium">{coin.name}</span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {coin.symbol.toUpperCase()}
                            <span className="sm:hidden"> · {compact(coin.market_cap)}</span>
                          </span>
                        </span>
                      </button>
                    </td>
                    <td className="truncate px-2 py-2 text-end tabular-nums" dir="ltr">
                      {coin.current_price === null ? dash : formatUsdPrice(coin.current_price, locale)}
                    </td>
                    <td className={cn('px-2 py-2 text-end tabular-nums', changeTone(coin.price_change_percentage_24h))} dir="ltr">
                      {coin.price_change_percentage_24h === null ? dash : formatChange(coin.price_change_percentage_24h, locale)}
                    </td>
                    <td className="hidden truncate px-2 py-2 text-end tabular-nums sm:table-cell" dir="ltr">
                      {compact(coin.market_cap)}
                    </td>
                    <td className="hidden truncate px-4 py-2 text-end tabular-nums sm:table-cell" dir="ltr">
                      {compact(coin.total_volume)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
