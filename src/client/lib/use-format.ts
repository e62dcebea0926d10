import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInZone } from '@domain/shared/dates';
import { createFormat, type Format } from './format';
import { useSettings } from './settings';

/**
 * Formatting as the account's settings ask: every screen writes amounts, numbers, dates and
 * times through this, so a changed setting re-renders them all without a reload.
 */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const { data: settings } = useSettings();
  const language = i18n.language;
  // Read on every render, so a screen that re-renders after midnight moves on to the new day.
  const today = todayInZone(settings?.timezone ?? 'UTC');
  return useMemo(() => ({ ...createFormat(settings, language), today }), [settings, language, today]);
}
