import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuickActionDrawer, type QuickActionId } from './quick-actions';
import { quickAddButtonClasses, quickAddButtonStyle, QuickAddIcon } from './quick-add-button';

export { quickAddButtonClasses, quickAddButtonStyle, QuickAddIcon } from './quick-add-button';

const loadSheet = () => import('./quick-action-sheet');
const QuickActionSheet = lazy(() => loadSheet().then((module) => ({ default: module.QuickActionSheet })));

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
