import { lazy, Suspense, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuickActionDrawer, type QuickActionId } from './quick-actions';

const loadSheet = () => import('./quick-action-sheet');
const QuickActionSheet = lazy(() => loadSheet().then((module) => ({ default: module.QuickActionSheet })));

/** The add button's look, shared by the plain button and the drawer's trigger that replaces it. */
export const quickAddButtonClasses =
  'fixed end-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition active:scale-95 focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none';
export const quickAddButtonStyle = { bottom: 'calc(4rem + env(safe-area-inset-bottom) + 1rem)' };
export const QuickAddIcon = () => <PlusIcon className="size-6" aria-hidden />;

/**
 * The phone's floating add button: a sheet of quick actions, each opening its form in a drawer.
 * The button is plain until it is reached for; the sheet and its drawer library load then.
 */
export function QuickActionMenu() {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState<QuickActionId | null>(null);
  const button = (
    <button
      type="button"
      data-testid="quick-add-button"
      aria-label={t('layout.quickActions.open')}
      aria-haspopup="dialog"
      className={quickAddButtonClasses}
      style={quickAddButtonStyle}
      onPointerEnter={() => void loadSheet()}
      onFocus={() => void loadSheet()}
      onClick={() => {
        setWanted(true);
        setSheetOpen(true);
      }}
    >
      <QuickAddIcon />
    </button>
  );

  return (
    <>
      {wanted ? (
        <Suspense fallback={button}>
          <QuickActionSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            onPick={(action) => {
              setSheetOpen(false);
              setActive(action);
            }}
          />
        </Suspense>
      ) : (
        button
      )}
      <QuickActionDrawer action={active} onClose={() => setActive(null)} />
    </>
  );
}
