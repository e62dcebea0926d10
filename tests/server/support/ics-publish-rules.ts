import ICAL from 'ical.js';

type Count = 'one' | 'optional' | 'none';

/** RFC 5546 §3.2.1, the PUBLISH table libical's restriction checker enforces on each VEVENT. */
const publishEvent: Record<string, Count> = {
  dtstamp: 'one',
  dtstart: 'one',
  organizer: 'one',
  summary: 'one',
  uid: 'one',
  attendee: 'none',
  'request-status': 'none',
  class: 'optional',
  created: 'optional',
  description: 'optional',
  dtend: 'optional',
  duration: 'optional',
  geo: 'optional',
  'last-modified': 'optional',
  location: 'optional',
  priority: 'optional',
  'recurrence-id': 'optional',
  sequence: 'optional',
  status: 'optional',
  transp: 'optional',
  url: 'optional',
};

function countProblems(component: ICAL.Component, table: Record<string, Count>, where: string): string[] {
  const problems: string[] = [];
  for (const [name, count] of Object.entries(table)) {
    const found = component.getAllProperties(name).length;
    if (count === 'one' && found !== 1) problems.push(`${where}: ${name.toUpperCase()} must appear once, found ${found}`);
    if (count === 'optional' && found > 1) problems.push(`${where}: ${name.toUpperCase()} may appear once, found ${found}`);
    if (count === 'none' && found > 0) problems.push(`${where}: ${name.toUpperCase()} is not allowed in PUBLISH`);
  }
  return problems;
}

/** DTEND has DTSTART's value type (DATE or DATE-TIME) and comes after it (RFC 5545 §3.6.1). */
function endProblems(vevent: ICAL.Component, where: string): string[] {
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time | null;
  if (!start || !end) return [];
  const problems: string[] = [];
  if (start.isDate !== end.isDate) problems.push(`${where}: DTSTART and DTEND differ in value type`);
  if (end.compare(start) <= 0) problems.push(`${where}: DTEND is not after DTSTART`);
  if (vevent.hasProperty('dtend') && vevent.hasProperty('duration')) problems.push(`${where}: both DTEND and DURATION`);
  return problems;
}

/**
 * What libical (and strict readers) would refuse in a METHOD:PUBLISH calendar: lines not ended
 * by CRLF or longer than 75 octets, missing calendar properties, VEVENTs breaking the PUBLISH
 * table, VTIMEZONE parts without their onset and offsets. Empty when the calendar is valid.
 */
export function publishProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n') || /[^\r]\n|\r(?!\n)/.test(text)) problems.push('lines must end with CRLF');
  for (const line of text.split('\r\n')) if (Buffer.byteLength(line) > 75) problems.push(`line longer than 75 octets: ${line.slice(0, 40)}…`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.getFirstPropertyValue('method') !== 'PUBLISH') problems.push('METHOD must be PUBLISH');
  problems.push(...countProblems(calendar, { prodid: 'one', version: 'one', method: 'one', calscale: 'optional' }, 'VCALENDAR'));
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const where = `VEVENT ${String(vevent.getFirstPropertyValue('uid'))}`;
    problems.push(...countProblems(vevent, publishEvent, where), ...endProblems(vevent, where));
  }
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    problems.push(...countProblems(zone, { tzid: 'one' }, 'VTIMEZONE'));
    for (const part of [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')]) {
      problems.push(...countProblems(part, { dtstart: 'one', tzoffsetto: 'one', tzoffsetfrom: 'one' }, `VTIMEZONE ${String(zone.getFirstPropertyValue('tzid'))}`));
    }
  }
  return problems;
}
