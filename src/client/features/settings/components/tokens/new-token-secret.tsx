import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { copyText } from '@/lib/share-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A token's secret, shown this once after it is made; the panel stays until the user says it is saved. */
export function NewTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (await copyText(secret, field.current)) toast.success(t('settings.tokens.copied'));
    else toast.error(t('settings.tokens.copyFailed'));
  };

  return (
    <div className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4" role="region" aria-labelledby={`${ids}-title`} data-testid="new-token-secret">
      <div>
        <h4 id={`${ids}-title`} className="text-sm font-semibold">
          {t('settings.tokens.createdTitle', { name })}
        </h4>
        <p className="mt-1 flex items-start gap-2 text-sm text-warning-foreground dark:text-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('settings.tokens.createdWarning')}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${ids}-secret`} className="sr-only">
          {t('settings.tokens.secretLabel')}
        </label>
        <Input
          ref={field}
          id={`${ids}-secret`}
          value={secret}
          readOnly
          dir="ltr"
          spellCheck={false}
          className="font-mono text-sm read-only:text-foreground"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()} className="shrink-0">
          <Copy aria-hidden />
          {t('settings.tokens.copy')}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone} data-testid="token-secret-saved">
          {t('settings.tokens.secretSaved')}
        </Button>
      </div>
    </div>
  );
}
