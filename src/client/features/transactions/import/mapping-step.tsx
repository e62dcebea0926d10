import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { typeSources, type ImportField, type ImportSettings } from './map-rows';

const none = 'none';

interface MappingStepProps {
  rows: readonly (readonly string[])[];
  settings: ImportSettings;
  onChange: (settings: ImportSettings) => void;
}

export function isMappingComplete(settings: ImportSettings): boolean {
  const { columns, typeSource } = settings;
  return columns.date !== null && columns.amount !== null && (typeSource !== 'column' || columns.type !== null);
}

function ChoiceField({
  label,
  value,
  onValueChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: { value: string; label: string; hint?: string }[];
  testId: string;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger id={id} data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              <span className="truncate">{option.label}</span>
              {option.hint ? <span className="truncate text-xs text-muted-foreground">{option.hint}</span> : null}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Which column holds which field, how types are told apart, and how dates and decimals are written. */
export function MappingStep({ rows, settings, onChange }: MappingStepProps) {
  const { t } = useTranslation();
  const headerId = useId();
  const width = Math.max(0, ...rows.slice(0, 20).map((row) => row.length));
  const sample = rows[settings.hasHeader ? 1 : 0] ?? [];
  const columnOptions = Array.from({ length: width }, (_, index) => ({
    value: String(index),
    label: settings.hasHeader && rows[0]?.[index]?.trim() ? rows[0][index]!.trim() : t('transactions.import.map.column', { number: index + 1 }),
    hint: sample[index]?.trim() ? t('transactions.import.map.example', { value: sample[index]!.trim().slice(0, 24) }) : undefined,
  }));
  const set = (changes: Partial<ImportSettings>) => onChange({ ...settings, ...changes });
  const setColumn = (field: ImportField, value: string) => set({ columns: { ...settings.columns, [field]: value === none ? null : Number(value) } });
  const columnField = (field: ImportField, optional: boolean) => (
    <ChoiceField
      key={field}
      label={t(`transactions.import.fields.${field}`)}
      testId={`import-column-${field}`}
      value={settings.columns[field] === null ? none : String(settings.columns[field])}
      onValueChange={(value) => setColumn(field, value)}
      options={[
        ...(optional || settings.columns[field] === null
          ? [{ value: none, label: t(optional ? 'transactions.import.map.notInFile' : 'transactions.import.map.chooseColumn') }]
          : []),
        ...columnOptions,
      ]}
    />
  );

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-2">
        <Checkbox id={headerId} checked={settings.hasHeader} onCheckedChange={(checked) => set({ hasHeader: checked === true })} />
        <Label htmlFor={headerId} className="font-normal">
          {t('transactions.import.map.hasHeader')}
        </Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {columnField('date', false)}
        {columnField('amount', false)}
        <ChoiceField
          label={t('transactions.import.map.typeSource')}
          testId="import-type-source"
          value={settings.typeSource}
          onValueChange={(value) => set({ typeSource: value as ImportSettings['typeSource'] })}
          options={typeSources.map((source) => ({ value: source, label: t(`transactions.import.map.typeSources.${source}`) }))}
        />
        {settings.typeSource === 'column' ? columnField('type', false) : null}
        {columnField('category', true)}
        {columnField('description', true)}
        <ChoiceField
          label={t('transactions.import.map.dateOrder')}
          testId="import-date-order"
          value={settings.dateOrder}
          onValueChange={(value) => set({ dateOrder: value as ImportSettings['dateOrder'] })}
          options={(['ymd', 'dmy', 'mdy'] as const).map((order) => ({ value: order, label: t(`transactions.import.map.dateOrders.${order}`) }))}
        />
        <ChoiceField
          label={t('transactions.import.map.decimalMark')}
          testId="import-decimal-mark"
          value={settings.decimalMark}
          onValueChange={(value) => set({ decimalMark: value as ImportSettings['decimalMark'] })}
          options={(['dot', 'comma'] as const).map((mark) => ({ value: mark, label: t(`transactions.import.map.decimalMarks.${mark}`) }))}
        />
      </div>
    </div>
  );
}
