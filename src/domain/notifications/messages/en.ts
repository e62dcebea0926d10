import type { NotificationTexts } from './texts';

export const en: NotificationTexts = {
  goalBehind: {
    title: '{goalName} is behind plan',
    body: 'You have saved {actual} of this goal; by now the plan expected {expected}.',
  },
  goalDeadline: {
    title: '{goalName} is due on {deadline}',
    body: '{remaining} is still to be saved by {deadline}.',
  },
  eventReminder: {
    titleDayBefore: 'Tomorrow: {eventTitle}',
    titleHourBefore: 'In 1 hour: {eventTitle}',
    body: 'Starts at {time} on {date}.',
    bodyAllDay: 'All day on {date}.',
  },
  largeExpense: {
    title: 'Large expense: {amount}',
    body: '{description} was recorded for {amount}.',
  },
  budgetThreshold: {
    title: '{categoryName} budget at {percent}',
    titleUsedUp: '{categoryName} budget used up',
    body: 'You have spent {spent} of {limit} in {month}.',
  },
  billDue: {
    title: '{scheduleName} is due on {date}',
    body: '{amount} is due on {date}.',
  },
  friendRequest: {
    title: '{name} sent you a friend request',
    body: 'Accept or decline it in Friends.',
  },
  groupInviteAccepted: {
    title: '{name} joined {groupName}',
    body: '{name} accepted the invitation to {groupName}.',
  },
  groupExpense: {
    title: 'New expense in {groupName}',
    body: '{name} added {description}. Your share is {share}.',
  },
  eventRsvp: {
    titleGoing: '{name} is going to {eventTitle}',
    titleMaybe: '{name} might go to {eventTitle}',
    titleCantGo: '{name} can’t go to {eventTitle}',
    body: 'See who is coming in the calendar.',
  },
  proposalWaiting: {
    title: 'Confirm a change from {source}',
    body: 'Proposed: {details}. Nothing is written until you confirm it.',
    bodyPlain: 'Nothing is written until you confirm it.',
  },
};
