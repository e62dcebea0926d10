import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@domain/crypto/crypto-wire';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useFormat } from '@/lib/use-format';
import { useDeleteTrade, useMarkets } from '../api';
import { coinLabel } from '../format';

/** Asks before deleting; the server refuses when a later sale would then sell coins never held. */
export function DeleteTradeDialog({ trade: requested, onClose }: { trade: Trade | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const markets = useMarkets();
  // The last trade asked about stays on screen while the dialog animates closed.
  const [trade, setTrade] = useState(requested);
  if (requested && requested !== trade) setTrade(requested);
  const remove = useDeleteTrade();
  const failed = useFailToast();

  const confirm = async () => {
    if (!trade) return;
    try {
      await remove.mutateAsync(trade.id);
      toast.success(t('crypto.toasts.deleted'));
      onClose();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <ConfirmDialog
      open={requested !== null}
      title={t('crypto.delete.title')}
      description={t('crypto.delete.description', { coin: trade ? coinLabel(trade.coinId, markets.data).name : '', date: trade ? format.date(trade.date) : '' })}
      confirmLabel={t('crypto.delete.confirm')}
      cancelLabel={t('crypto.delete.cancel')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      testId="delete-trade-dialog"
      confirmTestId="confirm-delete-trade"
    />
  );
}
