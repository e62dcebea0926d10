import { useTranslation } from 'react-i18next';
import type { Trade } from '@domain/crypto/crypto-wire';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { TradeForm } from './trade-form';

interface TradeDrawerProps {
  open: boolean;
  trade?: Trade;
  coinId?: string;
  onClose: () => void;
}

export function TradeDrawer({ open, trade, coinId, onClose }: TradeDrawerProps) {
  const { t } = useTranslation();
  const mode = trade ? 'edit' : 'add';
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DrawerContent className="mx-auto w-full max-w-xl" data-testid="trade-drawer">
        <DrawerHeader>
          <DrawerTitle>{t(`crypto.drawer.${mode}Title`)}</DrawerTitle>
          <DrawerDescription>{t(`crypto.drawer.${mode}Description`)}</DrawerDescription>
        </DrawerHeader>
        <div className="overflow-y-auto pt-2">
          <TradeForm key={trade?.id ?? 'new'} trade={trade} coinId={coinId} onDone={onClose} onCancel={onClose} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
