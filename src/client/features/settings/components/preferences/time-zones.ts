/** Every IANA zone the browser knows, plus the account's own (an older alias may not be listed). */
export function timeZoneList(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    // An engine without the list still offers the zone in use and UTC.
  }
  return [...new Set([current, 'UTC', ...zones])].sort((a, b) => a.localeCompare(b));
}

/** "GMT+13:00"-style offset of a zone at `now`, as the user's language writes it. */
export function zoneOffset(zone: string, language: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
export function zoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').split('/').join(' / ');
}

/** Matches words anywhere in the zone, ignoring case, underscores and accents. */
export function matchesZone(zone: string, query: string): boolean {
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[_/]/g, ' ')
      .toLowerCase();
  const haystack = normalise(zone);
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
