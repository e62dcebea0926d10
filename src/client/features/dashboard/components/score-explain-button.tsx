import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const explainButtonClasses =
  '-me-1 -mt-1 inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring';

/** What the score's explain button shows, the same before and after its popover loads. */
export function ExplainButtonFace() {
  const { t } = useTranslation();
  return (
    <>
      <InfoIcon className="size-3.5" aria-hidden />
      {t('dashboard.score.explain')}
    </>
  );
}

export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}
