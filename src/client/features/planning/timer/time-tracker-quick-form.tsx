import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { paths } from '@/lib/paths';
import { CompactTimer } from './compact-timer';

/** The time tracker in a quick-action drawer (phone add sheet, header). */
export function TimeTrackerQuickForm({ onDone }: QuickActionFormProps) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-3 px-5 pb-5">
      <CompactTimer onLeave={onDone} />
      <Link href={paths.planning} onClick={onDone} className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-primary hover:underline">
        {t('planning.timer.openPlanning')}
        <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden />
      </Link>
    </div>
  );
}
