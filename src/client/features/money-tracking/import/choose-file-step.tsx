import { useId, useState, type DragEvent } from 'react';
import { FileSpreadsheetIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { importMaxRows } from '@domain/imports';
import { FormAlert } from '@/components/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { CsvParseError, parseCsv } from '../csv/csv';

const maxFileBytes = 10 * 1024 * 1024;

/** FileReader rather than Blob.text(): it reads UTF-8 the same way and works in every engine we test in. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file, 'utf-8');
  });
}

type ChooseError = { key: 'empty' | 'tooLarge' | 'unreadable' } | { key: 'unclosedQuote'; line: number } | { key: 'tooManyRows'; count: number };

interface ChooseFileStepProps {
  onParsed: (file: { name: string; rows: string[][] }) => void;
}

export function ChooseFileStep({ onParsed }: ChooseFileStepProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [error, setError] = useState<ChooseError | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > maxFileBytes) return setError({ key: 'tooLarge' });
    setReading(true);
    try {
      const rows = parseCsv(await readText(file));
      if (rows.length === 0) return setError({ key: 'empty' });
      if (rows.length - 1 > importMaxRows) return setError({ key: 'tooManyRows', count: rows.length - 1 });
      onParsed({ name: file.name, rows });
    } catch (caught) {
      setError(caught instanceof CsvParseError ? { key: 'unclosedQuote', line: caught.line } : { key: 'unreadable' });
    } finally {
      setReading(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void read(event.dataTransfer.files[0]);
  };

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
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 focus-within:border-primary focus-within:ring-[3px] focus-within:ring-ring/40',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          {reading ? <Spinner className="size-6" /> : <FileSpreadsheetIcon className="size-6" aria-hidden />}
        </span>
        <span className="grid gap-1">
          <span className="font-medium">{t('transactions.import.choose.title')}</span>
          <span className="text-sm text-muted-foreground">{t('transactions.import.choose.hint', { max: importMaxRows })}</span>
        </span>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          className="sr-only"
          data-testid="import-file-input"
          aria-label={t('transactions.import.choose.label')}
          onChange={(event) => {
            void read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <FormAlert>{error ? t(`transactions.import.choose.errors.${error.key}`, { ...error, max: importMaxRows }) : null}</FormAlert>
      <p className="text-xs text-muted-foreground">{t('transactions.import.choose.columnsHint')}</p>
    </div>
  );
}
