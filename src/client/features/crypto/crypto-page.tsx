import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@domain/crypto/crypto-wire';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { CoinChartCard } from './components/coin-chart-card';
import { DeleteTradeDialog } from './components/delete-trade-dialog';
import { MarketTable } from './components/market-table';
import { PortfolioSection } from './components/portfolio-section';
import { TradeDrawer } from './components/trade-drawer';
import { TradesList } from './components/trades-list';

type Drawer = { open: false } | { open: true; trade?: Trade };

/** Holdings from recorded trades, the market's top 100 and a coin's price history (docs/product/screens.md#routes, /crypto). */
export function CryptoPage() {
  const { t } = useTranslation();
  const [coinId, setCoinId] = useState('bitcoin');
  const [drawer, setDrawer] = useState<Drawer>({ open: false });
  const [deleting, setDeleting] = useState<Trade | null>(null);
  const addTrade = () => setDrawer({ open: true });

  return (
    <PageContainer>
      <PageHeader
        title={t('pages.crypto.title')}
        description={t('pages.crypto.description')}
        actions={
          <Button type="button" onClick={addTrade} data-testid="add-trade">
            <PlusIcon aria-hidden />
            {t('crypto.trades.add')}
          </Button>
        }
      />
      <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex min-w-0 flex-col gap-6">
          <PortfolioSection onAddTrade={addTrade} />
          <CoinChartCard coinId={coinId} />
          <MarketTable selected={coinId} onSelect={setCoinId} />
        </div>
        <div className="min-w-0">
          <TradesList onEdit={(trade) => setDrawer({ open: true, trade })} onDelete={setDeleting} />
        </div>
      </div>
      <TradeDrawer open={drawer.open} trade={drawer.open ? drawer.trade : undefined} coinId={coinId} onClose={() => setDrawer({ open: false })} />
      <DeleteTradeDialog trade={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
