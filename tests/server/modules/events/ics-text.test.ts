import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, offsetText, serialiseLines } from '../../../../src/server/modules/events/ics-text';
import { zoneTransitions } from '../../../../src/server/modules/events/ics-timezone';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and drops control characters', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf\u0007')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ü'.repeat(40)}${'😀'.repeat(10)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('ends every line with CRLF', () => {
    expect(serialiseLines(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('writes offsets as ±HHMM', () => {
    expect(offsetText(3_600_000)).toBe('+0100');
    expect(offsetText(-16_200_000)).toBe('-0430');
    expect(offsetText(19_800_000)).toBe('+0530');
  });

  it('finds a zone’s changes to the second', () => {
    const changes = zoneTransitions('Europe/Berlin', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    expect(changes.map((change) => [change.at.toISOString(), change.offsetFrom, change.offsetTo])).toEqual([
      ['2026-03-29T01:00:00.000Z', 3_600_000, 7_200_000],
      ['2026-10-25T01:00:00.000Z', 7_200_000, 3_600_000],
    ]);
    expect(zoneTransitions('Asia/Tokyo', new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});
