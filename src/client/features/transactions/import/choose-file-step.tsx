import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { IsoDate } from '@domain/shared/dates';
import { importMaxRows } from '@domain/transactions/imports';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/utils';
import { readInBackground } from './formats/read-in-background';
import type { ReadFailure } from './formats/read-import-file';
import { ImportProgress } from './import-progress';
import type { DateOrder } from './parse-values';
import type { ChosenFile } from './use-import-file';

/** Far above a decade of history in any of the formats; beyond it the browser would struggle. */
const maxFileBytes = 200 * 1024 * 1024;

type ChooseError = ReadFailure | { key: 'tooLarge' };

interface ChooseFileStepProps {
  dateOrder: DateOrder;
  today: IsoDate;
  onParsed: (file: ChosenFile) => void;
}

export function ChooseFileStep({ dateOrder, today, onParsed }: ChooseFileStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const inputId = useId();
  const [error, setError] = useState<ChooseError | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file || reading !== null) return;
    setError(null);
    if (file.size > maxFileBytes) return setError({ key: 'tooLarge' });
    setReading(0);
    const outcome = await readInBackground(file, { fallbackOrder: dateOrder, today }, setReading);
    setReading(null);
    if (outcome.ok) onParsed({ name: file.name, blob: file, parsed: outcome.file });
    else setError(outcome.error);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };
  const max = format.number(importMaxRows);

  return (
    <div className="grid gap-4">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 focus-within:border-primary focus-within:ring-[3px] focus-within:ring-ring',
          dragging && 'border-primary bg-primary/5',
          reading !== null && 'pointer-events-none opacity-70',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <FileSpreadsheetIcon className="size-6" aria-hidden />
        </span>
        <span className="grid gap-1">
          <span className="font-medium">{t('transactions.import.choose.title')}</span>
          <span className="text-sm text-muted-foreground">{t('transactions.import.choose.hint', { max })}</span>
        </span>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          data-testid="import-file-input"
          aria-label={t('transactions.import.choose.label')}
          disabled={reading !== null}
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {reading !== null ? <ImportProgress activity={{ phase: 'reading', fraction: reading }} /> : null}
      <FormAlert>{error ? t(`transactions.import.choose.errors.${error.key}`, { ...error, max }) : null}</FormAlert>
      <p className="text-xs text-muted-foreground">{t('transactions.import.choose.columnsHint')}</p>
    </div>
  );
}
