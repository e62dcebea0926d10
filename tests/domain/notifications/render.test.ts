import { describe, expect, it } from 'vitest';
import { notificationKinds, type NotificationKind, type NotificationParamsByKind } from '@domain/notifications/kinds';
import { renderNotification } from '@domain/notifications/render';
import { languageCodes } from '@domain/shared/languages';

const samples: { [Kind in NotificationKind]: NotificationParamsByKind[Kind] } = {
  goalBehind: { goalId: 'g1', goalName: 'New bike', expectedPercent: 50, actualPercent: 30 },
  goalDeadline: { goalId: 'g1', goalName: 'New bike', deadline: '2026-12-24', remainingMinor: 12050, currency: 'USD' },
  eventReminder: { eventId: 'e1', eventTitle: 'Dinner at Rosa’s', start: '2026-12-01T18:30:00Z', allDay: 0, lead: '24h' },
  largeExpense: { transactionId: 't1', description: 'New laptop', amountMinor: 149999, currency: 'USD' },
  budgetThreshold: { categoryId: 'groceries', categoryName: 'Groceries', percent: 80, month: '2026-11', spentMinor: 40000, limitMinor: 50000, currency: 'USD' },
  billDue: { scheduleId: 's1', scheduleName: 'Rent', dueDate: '2026-12-01', amountMinor: 120000, currency: 'EUR' },
  friendRequest: { requestId: 'r1', name: 'Ana Lima' },
  groupInviteAccepted: { groupId: 'gr1', groupName: 'Flatmates', name: 'Ana Lima' },
  groupExpense: { groupId: 'gr1', groupName: 'Flatmates', expenseId: 'x1', name: 'Ana Lima', description: 'Groceries', shareMinor: 1550, currency: 'USD' },
  eventRsvp: { eventId: 'e1', eventTitle: 'Dinner at Rosa’s', name: 'Ana Lima', status: 'going' },
  proposalWaiting: { proposalId: 'p1', source: 'Laptop assistant', summary: 'Coffee beans', amountMinor: 1250, currency: 'EUR' },
};

const kinds = Object.keys(notificationKinds) as NotificationKind[];
const render = <Kind extends NotificationKind>(kind: Kind, language: string, params: NotificationParamsByKind[Kind] = samples[kind], timeZone = 'UTC') =>
  renderNotification(kind, params, { language, timeZone });

describe('renderNotification', () => {
  it('writes the English texts people read', () => {
    expect(render('eventReminder', 'en')).toEqual({ title: 'Tomorrow: Dinner at Rosa’s', body: 'Starts at 6:30 PM on Tuesday, December 1.' });
    expect(render('eventReminder', 'en', { ...samples.eventReminder, lead: '1h' }).title).toBe('In 1 hour: Dinner at Rosa’s');
    expect(render('budgetThreshold', 'en')).toEqual({ title: 'Groceries budget at 80%', body: 'You have spent $400.00 of $500.00 in November 2026.' });
    expect(render('budgetThreshold', 'en', { ...samples.budgetThreshold, percent: 100 }).title).toBe('Groceries budget used up');
    expect(render('friendRequest', 'en').title).toBe('Ana Lima sent you a friend request');
    expect(render('groupInviteAccepted', 'en').title).toBe('Ana Lima joined Flatmates');
    expect(render('groupExpense', 'en')).toEqual({ title: 'New expense in Flatmates', body: 'Ana Lima added Groceries. Your share is $15.50.' });
    expect(render('largeExpense', 'en').title).toBe('Large expense: $1,499.99');
    expect(render('goalBehind', 'en').body).toBe('You have saved 30% of this goal; by now the plan expected 50%.');
    expect(render('goalDeadline', 'en')).toEqual({ title: 'New bike is due on Dec 24, 2026', body: '$120.50 is still to be saved by Dec 24, 2026.' });
    expect(render('billDue', 'en').body).toBe('€1,200.00 is due on Dec 1, 2026.');
  });

  it('names each answer to an invitation', () => {
    expect(render('eventRsvp', 'en').title).toBe('Ana Lima is going to Dinner at Rosa’s');
    expect(render('eventRsvp', 'en', { ...samples.eventRsvp, status: 'maybe' }).title).toBe('Ana Lima might go to Dinner at Rosa’s');
    expect(render('eventRsvp', 'en', { ...samples.eventRsvp, status: 'cantGo' }).title).toBe('Ana Lima can’t go to Dinner at Rosa’s');
  });

  it('says what an outside client proposed and that nothing is written before the person confirms', () => {
    expect(render('proposalWaiting', 'en')).toEqual({
      title: 'Confirm a change from Laptop assistant',
      body: 'Proposed: Coffee beans · €12.50. Nothing is written until you confirm it.',
    });
    expect(render('proposalWaiting', 'en', { ...samples.proposalWaiting, amountMinor: null, currency: null }).body).toBe(
      'Proposed: Coffee beans. Nothing is written until you confirm it.',
    );
    expect(render('proposalWaiting', 'en', { ...samples.proposalWaiting, summary: '', amountMinor: null, currency: null }).body).toBe('Nothing is written until you confirm it.');
    expect(render('proposalWaiting', 'ar').title).toBe('أكِّد تغييرًا من Laptop assistant');
  });

  it('gives an event’s start in the reader’s zone and clock', () => {
    expect(render('eventReminder', 'en', samples.eventReminder, 'Asia/Tokyo').body).toBe('Starts at 3:30 AM on Wednesday, December 2.');
    const clock24 = renderNotification('eventReminder', samples.eventReminder, { language: 'en', timeZone: 'Europe/Madrid', timeFormat: '24h' });
    expect(clock24.body).toBe('Starts at 19:30 on Tuesday, December 1.');
    expect(render('eventReminder', 'es', samples.eventReminder, 'Europe/Madrid').body).toBe('Empieza a las 19:30 el martes, 1 de diciembre.');
  });

  it('keeps an all-day event on its own day in every zone', () => {
    const allDay = { ...samples.eventReminder, start: '2026-12-01T00:00:00Z', allDay: 1 as const };
    expect(render('eventReminder', 'en', allDay, 'America/Los_Angeles').body).toBe('All day on Tuesday, December 1.');
  });

  it.each(kinds)('renders %s in English and Arabic', (kind) => {
    const english = render(kind, 'en');
    const arabic = render(kind, 'ar');
    for (const { title, body } of [english, arabic]) {
      expect(title.trim()).not.toBe('');
      expect(body.trim()).not.toBe('');
      expect(`${title} ${body}`).not.toMatch(/\{\w+\}|undefined|NaN/);
    }
    expect(arabic.title).not.toBe(english.title);
    expect(arabic.title).toMatch(/[\u0600-\u06FF]/);
  });

  it('writes Arabic with its own words and the names as given', () => {
    expect(render('friendRequest', 'ar').title).toBe('أرسل إليك Ana Lima طلب صداقة');
    expect(render('groupExpense', 'ar').body).toContain('Groceries');
  });

  it.each(languageCodes.filter((code) => code !== 'en'))('renders every kind in %s, in its own words', (language) => {
    for (const kind of kinds) {
      const { title, body } = render(kind, language);
      expect(title.trim()).not.toBe('');
      expect(body.trim()).not.toBe('');
      expect(`${title} ${body}`).not.toMatch(/\{\w+\}|undefined|NaN/);
    }
    expect(render('friendRequest', language).title).not.toBe(render('friendRequest', 'en').title);
  });

  it('reads English for an unknown language and UTC for an unknown zone', () => {
    expect(renderNotification('friendRequest', samples.friendRequest, { language: 'xx', timeZone: 'Nowhere/City' }).title).toBe('Ana Lima sent you a friend request');
    expect(renderNotification('eventReminder', samples.eventReminder, { language: 'en', timeZone: 'Nowhere/City' }).body).toBe('Starts at 6:30 PM on Tuesday, December 1.');
  });

  it('leaves a broken stored value empty instead of failing', () => {
    const broken = { ...samples.groupExpense, shareMinor: 'lots', currency: 'XYZ' } as unknown as NotificationParamsByKind['groupExpense'];
    expect(render('groupExpense', 'en', broken).body).toBe('Ana Lima added Groceries. Your share is .');
  });
});
