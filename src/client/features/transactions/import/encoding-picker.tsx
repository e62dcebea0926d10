import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { pickableEncodings } from './formats/decode-text';
import type { FileEncoding } from './formats/read-import-file';

interface EncodingPickerProps {
  encoding: FileEncoding;
  /** The file is being read again in the newly picked encoding. */
  busy: boolean;
  onChange: (encoding: string) => void;
}

/**
 * Which encoding the file was read in, and another to pick when letters come out wrong
 * ("Caf�", "CafÃ©"): the rows are read again and the preview follows.
 */
export function EncodingPicker({ encoding, busy, onChange }: EncodingPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const options: string[] = pickableEncodings.includes(encoding.name as (typeof pickableEncodings)[number]) ? [...pickableEncodings] : [encoding.name, ...pickableEncodings];
  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/50 p-3 text-sm" data-testid="import-encoding-note">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Label htmlFor={id}>{t('transactions.import.encoding.label')}</Label>
        <Select value={encoding.name} onValueChange={onChange} disabled={busy}>
          <SelectTrigger id={id} className="h-9 w-full sm:w-56" data-testid="import-encoding">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((name) => (
              <SelectItem key={name} value={name}>
                {t(`transactions.import.encoding.names.${name}`, { defaultValue: name })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {busy ? <Spinner label={t('transactions.import.encoding.rereading')} /> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {t(`transactions.import.encoding.sources.${encoding.source}`, { name: t(`transactions.import.encoding.names.${encoding.name}`, { defaultValue: encoding.name }) })}
      </p>
    </div>
  );
}
