import { createContext, Suspense, use, type ComponentType } from 'react';
import { CalendarPlusIcon, HandCoinsIcon, ReceiptIcon, TargetIcon, TimerIcon, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';

export type QuickActionId = 'newGoal' | 'addTransaction' | 'scheduleEvent' | 'addFunds' | 'timeTracker';

/** Values a quick-action form starts from instead of its defaults, e.g. a contribution to one goal. */
export interface QuickActionPrefill {
  /** Add-transaction and add-funds: start as a goal contribution to this goal. */
  goalId?: string;
}

/** What a quick-action form receives: call `onDone` after a successful save to close the drawer. */
export interface QuickActionFormProps {
  onDone: () => void;
  prefill?: QuickActionPrefill;
}

export interface QuickAction {
  id: QuickActionId;
  icon: LucideIcon;
  /** The full screen for this kind of item, offered as the way to do more. */
  pagePath: string;
}

export const quickActions: QuickAction[] = [
  { id: 'newGoal', icon: TargetIcon, pagePath: paths.financialGoals },
  { id: 'addTransaction', icon: ReceiptIcon, pagePath: paths.moneyTracking },
  { id: 'scheduleEvent', icon: CalendarPlusIcon, pagePath: paths.calendar },
  { id: 'addFunds', icon: HandCoinsIcon, pagePath: paths.financialGoals },
  { id: 'timeTracker', icon: TimerIcon, pagePath: paths.planning },
];

export type QuickActionForms = Record<QuickActionId, ComponentType<QuickActionFormProps>>;

/**
 * The form shown in each quick-action drawer. Shared layout cannot import features, so the app
 * provides them (see app/quick-action-forms.tsx), ideally lazy so each loads when its drawer opens.
 */
export const QuickActionFormsContext = createContext<QuickActionForms | null>(null);

interface QuickActionDrawerProps {
  action: QuickActionId | null;
  onClose: () => void;
  prefill?: QuickActionPrefill;
}

/** The drawer that hosts one quick-action form; open while `action` is set. */
export function QuickActionDrawer({ action, onClose, prefill }: QuickActionDrawerProps) {
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
