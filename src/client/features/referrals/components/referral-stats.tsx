import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { ReferralSummary } from '@domain/referrals/referrals';
import { Card } from '@/components/ui/card';

const stats = ['uses', 'totalEarned', 'availableCredits', 'bonusChats'] as const;

/** The code's uses and the bonus AI chats it has brought, as four tiles. */
export function ReferralStats({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="referral-stats">
      {/* Each tile is the dt/dd group's own div, as a definition list allows. */}
      {stats.map((stat) => (
        <Card key={stat} className="gap-1 px-4 py-4">
          <dt className="text-sm text-muted-foreground">{t(`referrals.stats.${stat}`)}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid={`referral-stat-${stat}`}>
            {format.number(summary[stat])}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
