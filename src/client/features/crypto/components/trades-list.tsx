import { PencilIcon, ReceiptIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@domain/crypto/crypto-wire';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useMarkets, useTrades } from '../api';
import { coinLabel, formatQuantity, formatUsd, formatUsdPrice } from '../format';

interface TradesListProps {
  onEdit: (trade: Trade) => void;
  onDelete: (trade: Trade) => void;
}

/** Every buy and sale, newest first, each editable and removable. */
export function TradesList({ onEdit, onDelete }: TradesListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = format.numberLocale;
  const trades = useTrades();
  const markets = useMarkets();

  return (
    <section className="flex flex-col gap-3" aria-labelledby="crypto-trades-title" data-testid="crypto-trades">
      <h2 id="crypto-trades-title" className="text-base font-semibold">
        {t('crypto.trades.title')}
      </h2>
      <QueryState
        query={trades}
        skeleton={<Skeleton className="h-32 w-full rounded-xl" />}
        errorTitle={t('crypto.trades.loadError')}
        errorTestId="trades-error"
        empty={{
          when: (list) => list.length === 0,
          show: (
            <Card className="py-2">
              <EmptyState size="sm" icon={ReceiptIcon} title={t('crypto.trades.emptyTitle')} description={t('crypto.trades.emptyDescription')} />
            </Card>
          ),
        }}
      >
        {(list) => (
          <Card className="gap-0 py-0">
            <ul className="divide-y">
              {list.map((trade) => {
                const label = coinLabel(trade.coinId, markets.data);
                return (
                  <li key={trade.id} className="flex items-center gap-3 px-4 py-3" data-testid={`trade-${trade.id}`}>
                    <Badge variant={trade.side === 'buy' ? 'success' : 'secondary'} className="w-14 justify-center">
                      {t(`crypto.trades.sides.${trade.side}`)}
                    </Badge>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium">
                        {label.name}{' '}
                        <span className="text-xs font-normal text-muted-foreground" dir="ltr">
                          {formatQuantity(trade.quantity, locale)} {label.symbol}
                        </span>
                      </p>
                      <p className="truncate text-xs text-muted-foreground">
                        {format.date(trade.date)} · {t('crypto.trades.at', { price: formatUsdPrice(Number(trade.pricePerCoin), locale) })}
                        <span className="sm:hidden" dir="ltr">
                          {' '}
                          · {formatUsd(trade.total, locale)}
                        </span>
                      </p>
                    </div>
                    <p className="hidden shrink-0 text-sm font-semibold tabular-nums sm:block" dir="ltr">
                      {formatUsd(trade.total, locale)}
                    </p>
                    <div className="flex shrink-0 gap-1">
                      <Button type="button" variant="ghost" size="icon-sm" aria-label={t('crypto.trades.edit')} onClick={() => onEdit(trade)}>
                        <PencilIcon className="size-4" aria-hidden />
                      </Button>
                      <Button type="button" variant="ghost" size="icon-sm" className="text-destructive" aria-label={t('crypto.trades.delete')} onClick={() => onDelete(trade)}>
                        <Trash2Icon className="size-4" aria-hidden />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
      </QueryState>
    </section>
  );
}
