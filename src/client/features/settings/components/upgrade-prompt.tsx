import { SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Says what Premium adds here and links to the upgrade page. */
export function UpgradePrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <SparklesIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>{text}</span>
      </p>
      <Button asChild size="sm" className="self-start sm:self-auto">
        <Link href={paths.upgrade}>{t('account.upgrade')}</Link>
      </Button>
    </div>
  );
}
