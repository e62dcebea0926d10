import { useTranslation } from 'react-i18next';
import type { ProposalView } from '@domain/ai/proposals';
import { useTransactionLabels } from '@/lib/transaction-labels';

/** The card's heading: what confirming does, in a few words. */
export function useProposalTitle(proposal: ProposalView): string {
  const { t } = useTranslation();
  const { preview } = proposal;
  switch (proposal.kind) {
    case 'transaction':
      return preview.type === 'income' ? t('ai.proposals.title.income') : t('ai.proposals.title.expense');
    case 'goal':
      return t('ai.proposals.title.goal', { title: preview.title ?? '' });
    case 'goalContribution':
      return t('ai.proposals.title.goalContribution', { goal: preview.goalTitle ?? '' });
    case 'groupExpense':
      return t('ai.proposals.title.groupExpense', { group: preview.groupName ?? '' });
    case 'rsvp':
      return t('ai.proposals.title.rsvp', { answer: t(`ai.proposals.rsvp.${preview.rsvp ?? 'going'}`) });
    case 'budget':
      return t('ai.proposals.title.budget');
    case 'schedule':
      return preview.type === 'income' ? t('ai.proposals.title.scheduleIncome') : t('ai.proposals.title.scheduleExpense');
  }
}

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 py-1" data-testid={testId}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/** Every field that will be written, as it will be written: amounts in the currency and the person's number format. */
export function ProposalFields({ proposal }: { proposal: ProposalView }) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const { format } = labels;
  const { preview } = proposal;
  const money = (amount: string) => format.money(amount, preview.currency);
  const monthName = (month: string) => format.calendarFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' })(`${month}-01`);
  return (
    <dl className="divide-y text-sm" data-testid="ai-proposal-fields">
      {preview.title ? <Field label={t('ai.proposals.field.title')}>{preview.title}</Field> : null}
      {preview.goalTitle ? <Field label={t('ai.proposals.field.goal')}>{preview.goalTitle}</Field> : null}
      {preview.groupName && proposal.kind !== 'rsvp' ? <Field label={t('ai.proposals.field.group')}>{preview.groupName}</Field> : null}
      {preview.amount ? (
        <Field label={proposal.kind === 'goal' ? t('ai.proposals.field.target') : t('ai.proposals.field.amount')} testId="ai-proposal-amount">
          {money(preview.amount)}
        </Field>
      ) : null}
      {preview.type ? <Field label={t('ai.proposals.field.type')}>{t(`ai.proposals.type.${preview.type}`)}</Field> : null}
      {preview.category ? <Field label={t('ai.proposals.field.category')}>{preview.categoryName ?? labels.category(preview.category)}</Field> : null}
      {preview.description ? <Field label={t('ai.proposals.field.description')}>{preview.description}</Field> : null}
      {preview.frequency ? <Field label={t('ai.proposals.field.frequency')}>{t(`ai.proposals.frequency.${preview.frequency}`)}</Field> : null}
      {preview.date ? <Field label={proposal.kind === 'schedule' ? t('ai.proposals.field.startDate') : t('ai.proposals.field.date')}>{format.date(preview.date)}</Field> : null}
      {preview.targetDate ? <Field label={t('ai.proposals.field.targetDate')}>{format.date(preview.targetDate)}</Field> : null}
      {preview.month ? <Field label={t('ai.proposals.field.month')}>{monthName(preview.month)}</Field> : null}
      {preview.replacesAmount ? <Field label={t('ai.proposals.field.replaces')}>{money(preview.replacesAmount)}</Field> : null}
      {preview.eventTitle ? (
        <Field label={t('ai.proposals.field.event')}>
          {preview.eventTitle}
          {preview.eventStart ? <span className="block text-xs font-normal text-muted-foreground">{format.dateTime(preview.eventStart)}</span> : null}
        </Field>
      ) : null}
      {preview.eventTitle && preview.groupName ? <Field label={t('ai.proposals.field.group')}>{preview.groupName}</Field> : null}
      {preview.rsvp ? <Field label={t('ai.proposals.field.answer')}>{t(`ai.proposals.rsvp.${preview.rsvp}`)}</Field> : null}
      {preview.shares ? (
        <Field label={t('ai.proposals.field.shares')}>
          <span className="block text-xs font-normal text-muted-foreground">{t('ai.proposals.paidByYou')}</span>
          <ul className="mt-1 space-y-0.5" data-testid="ai-proposal-shares">
            {preview.shares.map((share) => (
              <li key={share.userId} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">{share.name}</span>
                <span className="tabular-nums">{money(share.amount)}</span>
              </li>
            ))}
          </ul>
        </Field>
      ) : null}
      {preview.linkedTransaction ? <p className="py-1 text-xs text-muted-foreground">{t('ai.proposals.linkedTransaction')}</p> : null}
    </dl>
  );
}
