import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';

const fileName = 'tandem-backup-codes.txt';

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The backup codes, shown this once, with ways to keep them; the panel stays until the user says they are saved. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('twoFactor.settings.copied'));
    } catch {
      toast.error(t('twoFactor.settings.copyFailed'));
    }
  };

  return (
    <div className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <div>
        <h4 className="text-sm font-semibold">{t('twoFactor.settings.backupTitle')}</h4>
        <p className="mt-0.5 text-sm text-muted-foreground">{t('twoFactor.settings.backupHint')}</p>
      </div>
      <ol className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" dir="ltr" data-testid="two-factor-backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-md border border-border bg-background px-2 py-1.5 text-center select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('twoFactor.settings.copy')}
        </Button>
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden />
          {t('twoFactor.settings.download')}
        </Button>
        <Button type="button" className="sm:ms-auto" onClick={onDone} data-testid="two-factor-saved">
          {t('twoFactor.settings.saved')}
        </Button>
      </div>
    </div>
  );
}
