import { ReceiptIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CalendarEvent } from '@domain/events/events';
import type { EventCost } from '@domain/events/event-cost';
import { groupExpenseLink, groupLink } from '@/lib/paths';
import { useFormat } from '@/lib/use-format';
import { personName } from '../event-format';

/** Where a booked cost can be seen: the expense in its group's list, or the group. */
function bookingLink(groupId: string, booking: NonNullable<EventCost['booking']>): string {
  return booking.groupExpenseId ? groupExpenseLink(groupId, booking.groupExpenseId) : groupLink(groupId);
}

/**
 * What a group event costs: the amount and who pays it, then, until it is booked, the estimated
 * share per head and the user's own part; once booked, that it was, with the way to the expense.
 */
export function EventCostSummary({ event, cost }: { event: CalendarEvent; cost: EventCost }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, cost.currency);
  const booking = cost.booking;
  return (
    <section className="grid gap-2 rounded-xl border bg-muted/30 px-4 py-3 text-sm" aria-label={t('events.cost.title')} data-testid="event-cost-summary">
      <h3 className="flex items-center gap-2 font-medium">
        <ReceiptIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {t('events.cost.title')}
      </h3>
      <p className="break-words">
        {cost.perPerson ? t('events.cost.perPersonAmount', { amount: money(cost.amount) }) : t('events.cost.totalAmount', { amount: money(cost.amount) })}
        {' · '}
        {t('events.cost.paidByName', { name: personName(cost.paidBy) })}
      </p>
      {booking ? (
        <BookingState event={event} cost={cost} money={money} />
      ) : (
        <>
          <p className="break-words text-muted-foreground" data-testid="event-cost-estimate">
            {cost.heads === 0
              ? t('events.cost.nobodyGoing', { amount: money(cost.perHead) })
              : cost.perPerson
                ? t('events.cost.perPersonHeads', { count: cost.heads, total: money(cost.total) })
                : t('events.cost.perHead', { amount: money(cost.perHead), count: cost.heads, total: money(cost.total) })}
          </p>
          <p className="text-xs text-muted-foreground">{t('events.cost.estimateNote')}</p>
        </>
      )}
      {cost.myShare !== null ? (
        <p className="font-semibold break-words" data-testid="event-my-share">
          {t(booking?.status === 'booked' ? 'events.cost.myBookedShare' : 'events.cost.myShare', { amount: money(cost.myShare) })}
        </p>
      ) : null}
    </section>
  );
}

function BookingState({ event, cost, money }: { event: CalendarEvent; cost: EventCost; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const booking = cost.booking;
  if (!booking) return null;
  if (booking.status === 'nobody') return <p data-testid="event-cost-booking">{t('events.cost.bookedNobody')}</p>;
  if (booking.status === 'unbookable') return <p data-testid="event-cost-booking">{t('events.cost.unbookable')}</p>;
  return (
    <div className="grid gap-1" data-testid="event-cost-booking">
      <p className="break-words">{t('events.cost.booked', { total: money(cost.total), count: cost.heads, date: format.date(booking.bookedAt) })}</p>
      {event.groupId ? (
        <Link href={bookingLink(event.groupId, booking)} className="w-fit font-medium text-primary underline-offset-4 hover:underline" data-testid="event-cost-expense-link">
          {t('events.cost.seeExpense')}
        </Link>
      ) : null}
    </div>
  );
}
