import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface ReadNotesProps {
  /** Amounts with more decimals than the currency, rounded half to even. */
  rounded: number;
  digits: number;
  /** QIF investment records left out. */
  skippedInvestments: number;
}

/** What reading the statement changed or left out, said before anything is saved. */
export function ReadNotes({ rounded, digits, skippedInvestments }: ReadNotesProps) {
  const { t } = useTranslation();
  if (rounded === 0 && skippedInvestments === 0) return null;
  return (
    <ul className="grid gap-1 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm" data-testid="import-read-notes">
      {rounded > 0 ? (
        <li className="flex items-start gap-2">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('transactions.import.notes.rounded', { count: rounded, digits })}
        </li>
      ) : null}
      {skippedInvestments > 0 ? (
        <li className="flex items-start gap-2">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('transactions.import.notes.investmentsSkipped', { count: skippedInvestments })}
        </li>
      ) : null}
    </ul>
  );
}
