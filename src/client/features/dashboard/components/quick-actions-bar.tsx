import { BotIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { quickActions, type QuickActionId } from '@/components/layout/quick-actions';
import { paths } from '@/lib/paths';

const tileClass =
  'flex min-w-0 items-center gap-3 rounded-xl border bg-card px-3 py-3 text-start text-sm font-medium shadow-xs transition hover:border-primary/40 hover:bg-accent outline-none focus-visible:ring-[3px] focus-visible:ring-ring sm:px-4';

/** The same quick actions as the phone's add button, opening the same drawers. */
export function QuickActionsBar({ onOpen }: { onOpen: (action: QuickActionId) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboard.quickActions')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-6">
      {quickActions.map((action) => (
        <button key={action.id} type="button" className={tileClass} onClick={() => onOpen(action.id)} data-testid={`dashboard-action-${action.id}`}>
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <action.icon className="size-[1.125rem]" aria-hidden />
          </span>
          <span className="line-clamp-2 min-w-0 leading-tight">{t(`layout.quickActions.${action.id}.title`)}</span>
        </button>
      ))}
      <Link href={paths.aiAssistant} className={tileClass}>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <BotIcon className="size-[1.125rem]" aria-hidden />
        </span>
        <span className="line-clamp-2 min-w-0 leading-tight">{t('dashboard.askAssistant')}</span>
      </Link>
    </nav>
  );
}
