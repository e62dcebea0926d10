import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/use-format';
import type { Statement } from './formats/statement-entry';
import { summarise } from './statement-summary';

interface StatementStepProps {
  statements: readonly Statement[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
}

/**
 * A file with several accounts' statements (a checking account and the card it pays) lists
 * them one by one: importing both would record a card payment twice, so the user picks.
 */
export function StatementStep({ statements, chosen, onChange }: StatementStepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const baseId = useId();
  const toggle = (index: number, on: boolean) => onChange(on ? [...chosen, index].sort((a, b) => a - b) : chosen.filter((value) => value !== index));
  return (
    <div className="grid gap-3" data-testid="import-statements">
      <p className="text-sm">{t('transactions.import.statements.intro', { count: statements.length })}</p>
      <ul className="grid gap-2">
        {statements.map((statement, index) => {
          const summary = summarise(statement);
          const id = `${baseId}-${index}`;
          return (
            <li key={id} className="flex items-start gap-3 rounded-lg border p-3 has-[button[data-state=checked]]:border-primary" data-testid="import-statement">
              <Checkbox id={id} className="mt-0.5" checked={chosen.includes(index)} onCheckedChange={(checked) => toggle(index, checked === true)} />
              <Label htmlFor={id} className="grid min-w-0 flex-1 gap-1 font-normal">
                <span className="flex flex-wrap items-baseline gap-x-2 font-medium">
                  <span>{t(`transactions.import.statements.kinds.${statement.kind}`)}</span>
                  {summary.label ? (
                    <span className="tabular-nums text-muted-foreground" dir="ltr">
                      {summary.label}
                    </span>
                  ) : null}
                  {statement.currency ? <span className="text-xs text-muted-foreground">{statement.currency}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('transactions.import.statements.count', { count: summary.count })}
                  {summary.from && summary.to ? ` · ${t('transactions.import.statements.range', { from: format.date(summary.from), to: format.date(summary.to) })}` : null}
                </span>
              </Label>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">{t('transactions.import.statements.twiceHint')}</p>
    </div>
  );
}
