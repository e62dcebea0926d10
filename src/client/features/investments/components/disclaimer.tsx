import { ShieldAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said plainly at the top of the page: this is education from the user's own numbers, not advice. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <aside className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm" data-testid="investments-disclaimer">
      <ShieldAlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-warning" aria-hidden />
      <div className="grid grid-cols-1 gap-1">
        <p className="font-semibold">{t('investments.disclaimer.title')}</p>
        <p className="text-muted-foreground">{t('investments.disclaimer.body')}</p>
      </div>
    </aside>
  );
}
