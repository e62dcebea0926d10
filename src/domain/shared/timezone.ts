import { z } from 'zod';

export const timeZoneMessages = {
  unknown: 'validation.unknownTimeZone',
} as const;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().min(1).max(64).refine(isValidTimeZone, timeZoneMessages.unknown);
