import { languageTimeFormat, type TimeFormat } from '../shared/formats';
import { resolveLanguage } from '../shared/languages';
import { formatMoney, isCurrencyCode } from '../shared/money';
import type { NotificationKind, NotificationParamsByKind } from './kinds';
import { notificationTexts, type NotificationTexts } from './messages/index';

export interface RenderOptions {
  /** The reader's language (any BCP 47 tag; unsupported ones read English). */
  language: string;
  /** The reader's IANA zone: the local time an event starts at. */
  timeZone: string;
  /** The reader's clock; the language's own when absent. */
  timeFormat?: TimeFormat | null;
}

export interface RenderedNotification {
  title: string;
  body: string;
}

/**
 * A notification's title and body in the reader's language, with money, dates and times written
 * the way that language and zone write them. The in-app centre, e-mail and push all read this, so
 * a text says the same everywhere. Params come from stored rows, so a missing value renders empty
 * rather than failing the whole list.
 */
export function renderNotification<Kind extends NotificationKind>(kind: Kind, params: NotificationParamsByKind[Kind], options: RenderOptions): RenderedNotification {
  const language = resolveLanguage(options.language);
  const reader = new Reader(language, safeZone(options.timeZone), options.timeFormat ?? languageTimeFormat(language));
  const texts = notificationTexts[language];
  const render = renderers[kind] as Renderer<Kind>;
  return render(params, texts, reader);
}

type Renderer<Kind extends NotificationKind> = (params: NotificationParamsByKind[Kind], texts: NotificationTexts, reader: Reader) => RenderedNotification;

const renderers: { [Kind in NotificationKind]: Renderer<Kind> } = {
  goalBehind: (p, { goalBehind: t }, r) => {
    const values = { goalName: text(p.goalName), actual: r.percent(p.actualPercent), expected: r.percent(p.expectedPercent) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  goalDeadline: (p, { goalDeadline: t }, r) => {
    const values = { goalName: text(p.goalName), deadline: r.date(p.deadline), remaining: r.money(p.remainingMinor, p.currency) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  eventReminder: (p, { eventReminder: t }, r) => {
    const title = fill(p.lead === '1h' ? t.titleHourBefore : t.titleDayBefore, { eventTitle: text(p.eventTitle) });
    // An all-day event's start is its UTC midnight (the same day for every reader), so its day is read in UTC.
    const body = Number(p.allDay) === 1 ? fill(t.bodyAllDay, { date: r.eventDay(p.start, 'UTC') }) : fill(t.body, { time: r.time(p.start), date: r.eventDay(p.start) });
    return { title, body };
  },
  largeExpense: (p, { largeExpense: t }, r) => {
    const values = { description: text(p.description), amount: r.money(p.amountMinor, p.currency) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  budgetThreshold: (p, { budgetThreshold: t }, r) => {
    const values = {
      categoryName: text(p.categoryName),
      percent: r.percent(p.percent),
      spent: r.money(p.spentMinor, p.currency),
      limit: r.money(p.limitMinor, p.currency),
      month: r.month(p.month),
    };
    return { title: fill(Number(p.percent) >= 100 ? t.titleUsedUp : t.title, values), body: fill(t.body, values) };
  },
  billDue: (p, { billDue: t }, r) => {
    const values = { scheduleName: text(p.scheduleName), date: r.date(p.dueDate), amount: r.money(p.amountMinor, p.currency) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  friendRequest: (p, { friendRequest: t }) => ({ title: fill(t.title, { name: text(p.name) }), body: t.body }),
  groupInviteAccepted: (p, { groupInviteAccepted: t }) => {
    const values = { name: text(p.name), groupName: text(p.groupName) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  groupExpense: (p, { groupExpense: t }, r) => {
    const values = { groupName: text(p.groupName), name: text(p.name), description: text(p.description), share: r.money(p.shareMinor, p.currency) };
    return { title: fill(t.title, values), body: fill(t.body, values) };
  },
  eventRsvp: (p, { eventRsvp: t }) => {
    const template = p.status === 'going' ? t.titleGoing : p.status === 'maybe' ? t.titleMaybe : t.titleCantGo;
    return { title: fill(template, { name: text(p.name), eventTitle: text(p.eventTitle) }), body: t.body };
  },
  proposalWaiting: (p, { proposalWaiting: t }, r) => {
    const details = [text(p.summary), r.money(p.amountMinor, p.currency)].filter(Boolean).join(' · ');
    return { title: fill(t.title, { source: text(p.source) }), body: details ? fill(t.body, { details }) : t.bodyPlain };
  },
};

const slot = /\{(\w+)\}/g;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(slot, (whole, name: string) => values[name] ?? whole);
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const calendarMonth = /^\d{4}-\d{2}$/;

/** Writes values for one reader: language, zone and clock. */
class Reader {
  constructor(
    private readonly language: string,
    private readonly timeZone: string,
    private readonly timeFormat: TimeFormat,
  ) {}

  money(minor: unknown, currency: unknown): string {
    if (!isCurrencyCode(String(currency)) || !isWholeNumber(minor)) return '';
    return formatMoney(BigInt(minor), String(currency), this.language);
  }

  percent(value: unknown): string {
    const number = Number(value);
    return Number.isFinite(number) ? new Intl.NumberFormat(this.language, { style: 'percent', maximumFractionDigits: 0 }).format(number / 100) : '';
  }

  /** A calendar date (YYYY-MM-DD): the same day for every reader. */
  date(value: unknown): string {
    if (typeof value !== 'string' || !calendarDate.test(value)) return '';
    return new Intl.DateTimeFormat(this.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  }

  month(value: unknown): string {
    if (typeof value !== 'string' || !calendarMonth.test(value)) return '';
    return new Intl.DateTimeFormat(this.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${value}-01T00:00:00Z`));
  }

  /** The weekday and date an instant falls on in the reader's zone (or `timeZone`). */
  eventDay(value: unknown, timeZone = this.timeZone): string {
    const instant = toInstant(value);
    return instant ? new Intl.DateTimeFormat(this.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(instant) : '';
  }

  time(value: unknown): string {
    const instant = toInstant(value);
    if (!instant) return '';
    return new Intl.DateTimeFormat(this.language, { hour: 'numeric', minute: '2-digit', hour12: this.timeFormat === '12h', timeZone: this.timeZone }).format(instant);
  }
}

function isWholeNumber(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value));
}

function toInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
