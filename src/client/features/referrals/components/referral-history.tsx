import type { ReactNode } from 'react';
import { UsersIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReferralHistoryEntry } from '@domain/referrals/referrals';
import { referralBonusAiChats } from '@domain/billing/plans';
import { EmptyState } from '@/components/layout/empty-state';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';

interface ReferralHistoryProps {
  history: ReferralHistoryEntry[];
  title: ReactNode;
}

/** The friends who joined with the code, newest first, and the chats each one earned. */
export function ReferralHistory({ history, title }: ReferralHistoryProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card data-testid="referral-history">
      <CardHeader>
        <h2 className="text-base leading-tight font-semibold">{title}</h2>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <EmptyState size="sm" icon={UsersIcon} title={t('referrals.history.emptyTitle')} description={t('referrals.history.emptyDescription', { count: referralBonusAiChats })} />
        ) : (
          <ul className="divide-y">
            {history.map((entry, index) => (
              <li key={`${entry.date}-${index}`} className="flex items-center justify-between gap-3 py-3" data-testid="referral-history-item">
                <div className="min-w-0">
                  <p className="truncate font-medium">{entry.friendName}</p>
                  <p className="text-xs text-muted-foreground">{t('referrals.history.joined', { date: format.date(entry.date) })}</p>
                </div>
                <span className="shrink-0 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary tabular-nums">
                  {t('referrals.history.credits', { count: entry.credits })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
