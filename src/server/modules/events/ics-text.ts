import { wallTimeIn } from '../../../domain/shared/zoned-time';

/** Control characters other than tab are not allowed in TEXT values. */
const isAllowed = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code === 9 || (code >= 32 && code !== 127);
};

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks written as \n. */
export function escapeText(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return [...escaped].filter(isAllowed).join('');
}

/**
 * A parameter value (RFC 5545 §3.2): double quotes cannot appear, so they become single ones;
 * a value with a colon, semicolon or comma is quoted.
 */
export function parameterText(text: string): string {
  const clean = [...text.replace(/"/g, "'").replace(/\r\n|\r|\n/g, ' ')].filter(isAllowed).join('');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const encoder = new TextEncoder();
const maxOctets = 75;

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and a space, never inside a
 * UTF-8 sequence (characters are kept whole, surrogate pairs included).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= maxOctets) return line;
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYYMMDDTHHMMSSZ`. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** `YYYYMMDDTHHMMSS` as the wall clock shows it in `timeZone`. */
export function localStamp(instant: Date, timeZone: string): string {
  const wall = wallTimeIn(instant, timeZone);
  return `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
}

/** A DATE-TIME property in UTC, or in local time with TZID when a zone is given. */
export function dateTimeProperty(name: string, instants: Date | Date[], timeZone: string | null): string {
  const list = Array.isArray(instants) ? instants : [instants];
  if (timeZone === null) return `${name}:${list.map(utcStamp).join(',')}`;
  return `${name};TZID=${timeZone}:${list.map((instant) => localStamp(instant, timeZone)).join(',')}`;
}

/** A DATE property (an all-day event's days, stored as UTC midnights): `NAME;VALUE=DATE:YYYYMMDD`. */
export function dateProperty(name: string, instants: Date | Date[]): string {
  const list = Array.isArray(instants) ? instants : [instants];
  return `${name};VALUE=DATE:${list.map((instant) => utcStamp(instant).slice(0, 8)).join(',')}`;
}

/** `+HHMM` / `-HHMM` (with seconds when a historical offset has them). */
export function offsetText(milliseconds: number): string {
  const sign = milliseconds < 0 ? '-' : '+';
  const total = Math.round(Math.abs(milliseconds) / 1000);
  const seconds = total % 60;
  return `${sign}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/** Lines joined as RFC 5545 asks: folded, each ended by CRLF. */
export function serialiseLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
