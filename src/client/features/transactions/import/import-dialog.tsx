import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { allCategories, transactionTypes, type TransactionType } from '@domain/categories/categories';
import { importMaxRows } from '@domain/transactions/imports';
import { currencyExponent } from '@domain/shared/money';
import type { ImportRowError } from '@domain/transactions/imports';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { newIdempotencyKey } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { refreshAfterMoneyWrite } from '@/lib/money-caches';
import { useFormat } from '@/lib/use-format';
import { useTransactionLabels } from '@/lib/transaction-labels';
import { ChooseFileStep } from './choose-file-step';
import { EncodingPicker } from './encoding-picker';
import { statementSettings } from './formats/statement-file';
import { defaultDateOrder, guessSettings } from './guess-settings';
import { ImportRefusedError, postImport, type SendProgress } from './import-api';
import { ImportProgress } from './import-progress';
import { dataRows, mapRows, type ImportSettings, type NameLookups } from './map-rows';
import { isMappingComplete, MappingStep } from './mapping-step';
import { hasProblems, PreviewStep, type ImportOptions } from './preview-step';
import type { PreviewRow } from './preview-table';
import { ReadNotes } from './read-notes';
import { RefusalReport } from './refusal-report';
import { StatementStep } from './statement-step';
import { useImportCheck } from './use-import-check';
import { useImportFile } from './use-import-file';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';

type Step = 'choose' | 'map' | 'statements' | 'preview';
const csvSteps: Step[] = ['choose', 'map', 'preview'];
/** Statements (OFX, QIF, CAMT) say which field is which: there are no columns to match. */
const statementSteps: Step[] = ['choose', 'preview'];
/** A file with several accounts' statements asks which to import first. */
const multiStatementSteps: Step[] = ['choose', 'statements', 'preview'];

function useNameLookups(): NameLookups {
  const labels = useTransactionLabels();
  const { data: list } = useCategoryList();
  return useMemo(() => {
    const types = new Map<string, TransactionType>(transactionTypes.map((type) => [labels.type(type).toLowerCase(), type]));
    const categories = new Map<string, string>(allCategories.map((category) => [labels.category(category).toLowerCase(), category]));
    // A column naming the user's own categories maps onto them too.
    for (const custom of customCategoriesIn(list)) categories.set(custom.name.trim().toLowerCase(), custom.key);
    return { types, categories };
  }, [labels, list]);
}

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const lookups = useNameLookups();
  const { today, currency } = useFormat();
  const dateOrder = defaultDateOrder(i18n.language);
  const digits = currencyExponent(currency);
  const [step, setStep] = useState<Step>('choose');
  const { file, open: openFile, rows: fileRows, rounded, chosen, setChosen, rereading, rereadError, changeEncoding } = useImportFile(digits, { fallbackOrder: dateOrder, today });
  const [csvSettings, setSettings] = useState<ImportSettings | null>(null);
  const settings = file && file.parsed.format !== 'csv' ? statementSettings : csvSettings;
  const [options, setOptions] = useState<ImportOptions>({ skipDuplicates: true, leaveOutProblems: false });
  const [importing, setImporting] = useState<SendProgress | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; errors: ImportRowError[] } | null>(null);

  const mapped = useMemo(() => (step === 'preview' && file && settings ? mapRows(fileRows, settings, today, lookups) : null), [step, file, fileRows, settings, today, lookups]);
  const { state: check, retry } = useImportCheck(mapped);
  const importKey = useRef<{ request: string; key: string } | null>(null);
  const previewRows = useMemo<PreviewRow[]>(() => {
    if (!mapped || !file || !settings) return [];
    const cells = dataRows(fileRows, settings.hasHeader);
    return mapped.map((row, index) => ({
      mapped: row,
      cells: cells[index] ?? [],
      duplicate: check.status === 'ready' && check.duplicates.has(row.row),
      serverProblems: check.status === 'ready' ? (check.serverProblems.get(row.row) ?? []) : [],
    }));
  }, [mapped, file, fileRows, settings, check]);

  const clean = previewRows.filter((row) => row.mapped.value && !hasProblems(row));
  const problemCount = previewRows.length - clean.length;
  const canImport = check.status === 'ready' && clean.length > 0 && (problemCount === 0 || options.leaveOutProblems) && importing === null;

  const runImport = async () => {
    setImporting({ phase: 'uploading', fraction: 0 });
    setRefusal(null);
    const request = { rows: clean.map((row) => row.mapped.value!), dryRun: false, skipDuplicates: options.skipDuplicates };
    // Trying the same import again after a lost connection reuses its key, so it is never saved twice.
    const requestText = JSON.stringify(request);
    if (importKey.current?.request !== requestText) importKey.current = { request: requestText, key: newIdempotencyKey() };
    try {
      const result = await postImport(request, setImporting, importKey.current.key);
      void refreshAfterMoneyWrite(queryClient);
      toast.success(t('transactions.import.doneTitle'), {
        description: `${t('transactions.import.done', { count: result.imported })}${result.skippedDuplicates ? ` ${t('transactions.import.skipped', { count: result.skippedDuplicates })}` : ''}`,
      });
      onClose();
    } catch (error) {
      if (error instanceof ImportRefusedError) {
        // Batch rows are 1-based positions in what was sent; report the file's own row numbers.
        setRefusal({ message: error.message, errors: error.errors.map((entry) => ({ ...entry, row: clean[entry.row - 1]?.mapped.row ?? entry.row })) });
      } else {
        setRefusal({ message: failureMessage(error), errors: [] });
      }
    } finally {
      setImporting(null);
    }
  };

  const parsed = file?.parsed;
  const steps = !parsed || parsed.format === 'csv' ? csvSteps : parsed.statements.length > 1 ? multiStatementSteps : statementSteps;
  const stepIndex = steps.indexOf(step) + 1;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-3xl" closeLabel={t('common.close')} data-testid="import-dialog">
        <DialogHeader>
          <p className="text-xs font-medium text-muted-foreground">{t('transactions.import.step', { current: stepIndex, total: steps.length })}</p>
          <DialogTitle>{t(`transactions.import.titles.${step}`)}</DialogTitle>
          <DialogDescription>
            {file && step !== 'choose'
              ? t('transactions.import.fileSummary', { name: file.name, count: dataRows(fileRows, settings?.hasHeader ?? true).length })
              : t('transactions.import.description')}
          </DialogDescription>
        </DialogHeader>

        {parsed && step !== 'choose' ? <EncodingPicker encoding={parsed.encoding} busy={rereading} onChange={(encoding) => void changeEncoding(encoding)} /> : null}
        {rereadError && step !== 'choose' ? <FormAlert>{t(`transactions.import.choose.errors.${rereadError.key}`, { ...rereadError, max: importMaxRows })}</FormAlert> : null}

        {step === 'choose' ? (
          <ChooseFileStep
            dateOrder={dateOrder}
            today={today}
            onParsed={(opened) => {
              openFile(opened);
              if (opened.parsed.format === 'csv') {
                setSettings(guessSettings(opened.parsed.rows, dateOrder));
                setStep('map');
              } else {
                setStep(opened.parsed.statements.length > 1 ? 'statements' : 'preview');
              }
            }}
          />
        ) : null}
        {step === 'map' && file && settings ? <MappingStep rows={fileRows} settings={settings} onChange={setSettings} /> : null}
        {step === 'statements' && parsed && parsed.format !== 'csv' ? <StatementStep statements={parsed.statements} chosen={chosen} onChange={setChosen} /> : null}
        {step === 'preview' && parsed && parsed.format !== 'csv' ? <ReadNotes rounded={rounded} digits={digits} skippedInvestments={parsed.skippedInvestments} /> : null}
        {step === 'preview' && settings ? (
          <PreviewStep rows={previewRows} columns={settings.columns} check={check} onRetryCheck={retry} options={options} onOptionsChange={setOptions} />
        ) : null}
        {importing ? <ImportProgress activity={importing} /> : null}
        {refusal ? <RefusalReport message={refusal.message} errors={refusal.errors} /> : null}

        {step !== 'choose' ? (
          <DialogFooter>
            <Button
              variant="outline"
              disabled={importing !== null}
              onClick={() => {
                setRefusal(null);
                setStep(steps[Math.max(0, stepIndex - 2)]!);
              }}
            >
              <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
              {t('transactions.import.back')}
            </Button>
            {step === 'map' ? (
              <Button disabled={!settings || !isMappingComplete(settings)} onClick={() => setStep('preview')} data-testid="import-next">
                {t('transactions.import.next')}
              </Button>
            ) : step === 'statements' ? (
              <Button disabled={chosen.length === 0 || rereading} onClick={() => setStep('preview')} data-testid="import-next">
                {t('transactions.import.next')}
              </Button>
            ) : (
              <Button disabled={!canImport} onClick={() => void runImport()} data-testid="import-submit">
                {t('transactions.import.submit', { count: clean.length })}
              </Button>
            )}
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
