import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle, DrawerTrigger } from '@/components/ui/drawer';
import { QuickActionDrawer, quickActions, type QuickActionId } from './quick-actions';

/** The phone's floating add button: a sheet of quick actions, each opening its form in a drawer. */
export function QuickActionMenu() {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [active, setActive] = useState<QuickActionId | null>(null);

  return (
    <>
      <Drawer open={sheetOpen} onOpenChange={setSheetOpen}>
        <DrawerTrigger
          data-testid="quick-add-button"
          aria-label={t('layout.quickActions.open')}
          className="fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition active:scale-95 focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none"
          style={{ bottom: 'calc(4rem + env(safe-area-inset-bottom) + 1rem)' }}
        >
          <PlusIcon className="size-6" aria-hidden />
        </DrawerTrigger>
        <DrawerContent data-testid="quick-action-sheet">
          <DrawerHeader>
            <DrawerTitle>{t('layout.quickActions.title')}</DrawerTitle>
            <DrawerDescription>{t('layout.quickActions.description')}</DrawerDescription>
          </DrawerHeader>
          <ul className="grid gap-2 px-4 pb-6">
            {quickActions.map((action) => (
              <li key={action.id}>
                <button
                  type="button"
                  data-testid={`quick-action-${action.id}`}
                  className="flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-start transition hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => {
                    setSheetOpen(false);
                    setActive(action.id);
                  }}
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <action.icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium">{t(`layout.quickActions.${action.id}.title`)}</span>
                    <span className="block text-sm text-muted-foreground">{t(`layout.quickActions.${action.id}.description`)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </DrawerContent>
      </Drawer>
      <QuickActionDrawer action={active} onClose={() => setActive(null)} />
    </>
  );
}
