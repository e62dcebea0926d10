import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { QuickActionFormsContext, type QuickActionDrawerProps } from './quick-action-catalogue';

/** The drawer that hosts one quick-action form; open while `action` is set. */
export function QuickActionDrawerHost({ action, onClose, prefill }: QuickActionDrawerProps) {
  const { t } = useTranslation();
  const forms = use(QuickActionFormsContext);
  if (!forms) throw new Error('Quick-action drawers need QuickActionFormsProvider (app/quick-action-forms.tsx)');
  const Form = action ? forms[action] : null;
  return (
    <Drawer
      open={action !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DrawerContent data-testid="quick-action-drawer" className="md:mx-auto md:w-full md:max-w-2xl">
        {action && Form ? (
          <>
            <DrawerHeader>
              <DrawerTitle>{t(`layout.quickActions.${action}.title`)}</DrawerTitle>
              <DrawerDescription>{t(`layout.quickActions.${action}.description`)}</DrawerDescription>
            </DrawerHeader>
            <div className="overflow-y-auto">
              <Suspense
                fallback={
                  <div className="flex justify-center py-10">
                    <Spinner className="size-6 text-primary" label={t('common.loading')} />
                  </div>
                }
              >
                <Form onDone={onClose} prefill={prefill} />
              </Suspense>
            </div>
          </>
        ) : null}
      </DrawerContent>
    </Drawer>
  );
}
