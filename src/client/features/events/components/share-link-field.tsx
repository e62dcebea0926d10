import { CheckIcon, CopyIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { copyText } from '@/lib/share-link';

interface ShareLinkFieldProps {
  label: string;
  copyLabel: string;
  url: string;
  testId: string;
}

/** A link shown in full (so it can be selected by hand) with a copy button. */
export function ShareLinkField({ label, copyLabel, url, testId }: ShareLinkFieldProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const done = await copyText(url, field.current);
    setCopied(done);
    if (done) toast.success(t('events.share.copied'), { description: label });
    else toast.error(t('events.share.copyFailed'));
  };
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
      <div className="flex gap-2">
        <Input
          ref={field}
          readOnly
          value={url}
          dir="ltr"
          aria-label={label}
          data-testid={testId}
          className="h-9 min-w-0 flex-1 text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="icon-sm" className="size-9" onClick={() => void copy()} aria-label={copyLabel}>
          {copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
