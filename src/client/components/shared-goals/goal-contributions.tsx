import { useTranslation } from 'react-i18next';
import type { Goal } from '@domain/goals/goals';
import { useFormat } from '@/lib/use-format';
import { useCurrentUser } from '@/lib/session';
import { personName } from './goal-sharing-info';

/** Who has put what into a shared goal, largest first, each line in the currency it went in; the viewer's own line says so. */
export function GoalContributions({ goal }: { goal: Goal }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: user } = useCurrentUser();
  const headingId = `goal-contributions-${goal.id}`;
  return (
    <section className="grid grid-cols-1 gap-1.5 rounded-xl bg-muted/40 px-3 py-2.5" aria-labelledby={headingId} data-testid="goal-contributions">
      <h4 id={headingId} className="text-xs font-medium text-muted-foreground">
        {t('goalSharing.contributions.title')}
      </h4>
      {goal.contributions.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('goalSharing.contributions.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {goal.contributions.map((contribution) => (
            <li key={`${contribution.userId}-${contribution.currency}`} className="flex items-baseline justify-between gap-3 text-sm" data-testid="goal-contribution">
              <span className="min-w-0 truncate">
                {contribution.userId === user?.id ? t('goalSharing.contributions.you', { name: personName(contribution) }) : personName(contribution)}
              </span>
              <span className="shrink-0 font-medium tabular-nums">{format.money(contribution.amount, contribution.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
