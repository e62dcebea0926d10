import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle, DrawerTrigger } from '@/components/ui/drawer';
import { quickAddButtonClasses, quickAddButtonStyle, QuickAddIcon } from './quick-add-button';
import { quickActions, type QuickActionId } from './quick-actions';

interface QuickActionSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (action: QuickActionId) => void;
}

/** The sheet of quick actions behind the phone's add button, which it draws as its trigger. */
export function QuickActionSheet({ open, onOpenChange, onPick }: QuickActionSheetProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger data-testid="quick-add-button" aria-label={t('layout.quickActions.open')} className={quickAddButtonClasses} style={quickAddButtonStyle}>
        <QuickAddIcon />
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
                onClick={() => onPick(action.id)}
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
  );
}
