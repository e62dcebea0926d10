import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { InstallPromptState } from './use-install-prompt';

export function InstallPrompt({ prompt }: { prompt: InstallPromptState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  if (!prompt.visible) return null;

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="install-prompt"
      className="pointer-events-auto w-full max-w-md animate-toast-in rounded-2xl border border-border bg-card p-4 text-card-foreground shadow-xl"
    >
      <div className="flex items-start gap-3">
        <img src="/icons/icon.svg" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl shadow-sm" />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id={titleId} className="text-sm leading-snug font-semibold sm:text-base">
            {t('pwa.install.title')}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {t('pwa.install.description')}
          </p>
        </div>
        <Button variant="ghost" size="icon-sm" className="-me-1.5 -mt-1.5 text-muted-foreground" aria-label={t('pwa.install.close')} onClick={prompt.dismiss}>
          <XIcon />
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={prompt.dismiss}>
          {t('pwa.install.later')}
        </Button>
        <Button size="sm" onClick={() => void prompt.install()}>
          <DownloadIcon />
          {t('pwa.install.install')}
        </Button>
      </div>
    </section>
  );
}
