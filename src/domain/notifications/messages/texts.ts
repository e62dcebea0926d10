/**
 * The words of every notification kind in one language. Slots are `{name}`; the renderer fills
 * them with values already formatted for the reader (money, dates, times and percentages through
 * Intl), so a translation never formats anything itself.
 */
export interface NotificationTexts {
  /** Slots: goalName, actual, expected (percentages). */
  goalBehind: { title: string; body: string };
  /** Slots: goalName, deadline (a date), remaining (money). */
  goalDeadline: { title: string; body: string };
  /** Slots: eventTitle; body time and date, bodyAllDay date. */
  eventReminder: { titleDayBefore: string; titleHourBefore: string; body: string; bodyAllDay: string };
  /** Slots: description, amount (money). */
  largeExpense: { title: string; body: string };
  /** Slots: categoryName, percent; body spent, limit (money) and month. */
  budgetThreshold: { title: string; titleUsedUp: string; body: string };
  /** Slots: scheduleName, date, amount (money). */
  billDue: { title: string; body: string };
  /** Slots: name. */
  friendRequest: { title: string; body: string };
  /** Slots: name, groupName. */
  groupInviteAccepted: { title: string; body: string };
  /** Slots: groupName, name, description, share (money). */
  groupExpense: { title: string; body: string };
  /** Slots: name, eventTitle. */
  eventRsvp: { titleGoing: string; titleMaybe: string; titleCantGo: string; body: string };
  /** Slots: source (a token's name); body details (what the change names and its amount). */
  proposalWaiting: { title: string; body: string; bodyPlain: string };
}
