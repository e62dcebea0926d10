import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Moon, SlidersHorizontal, Sun } from 'lucide-react';
import { languages } from '@domain/shared/languages';
import { themes } from '@domain/preferences/preferences';
import type { Settings } from '@domain/settings/settings';
import { useTheme } from '@/lib/theme-provider';
import { CurrencySelect } from '@/components/currency-select';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { useChangeLanguage } from '@/components/layout/use-change-language';
import { useSaveSettings } from '../use-save-settings';
import { FormatPreview } from './preferences/format-preview';
import { FormatRows } from './preferences/format-rows';
import { MonthlyFiguresForm } from './preferences/monthly-figures-form';
import { TimeZonePicker } from './preferences/time-zone-picker';
import { SettingsRow, SettingsSection } from './settings-section';
import { LanguageFlag } from '@/components/language-flag';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

// Existing amounts move with the base currency, so the choice of how goes through this dialog.
const CurrencyChangeDialog = lazy(() => import('@/components/currency-change-dialog').then((module) => ({ default: module.CurrencyChangeDialog })));

export function PreferencesSection({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const { save, pending } = useSaveSettings();
  const { theme, setTheme } = useTheme();
  const { current, changeLanguage } = useChangeLanguage();
  const selected = languages.find((language) => language.code === current) ?? languages[0];
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);

  return (
    <SettingsSection id="preferences" icon={SlidersHorizontal} title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
      <SettingsRow title={t('settings.preferences.theme')} description={t('settings.preferences.themeHint')} labelId="theme-label">
        <ToggleGroup
          type="single"
          value={theme}
          aria-labelledby="theme-label"
          data-testid="settings-theme"
          onValueChange={(value) => {
            const chosen = themes.find((candidate) => candidate === value);
            if (chosen) setTheme(chosen);
          }}
        >
          {themes.map((option) => {
            const Icon = themeIcons[option];
            return (
              <ToggleGroupItem key={option} value={option} data-testid={`settings-theme-${option}`}>
                <Icon aria-hidden />
                {t(`settings.preferences.themes.${option}`)}
              </ToggleGroupItem>
            );
          })}
        </ToggleGroup>
      </SettingsRow>

      <SettingsRow title={t('settings.preferences.language')} description={t('settings.preferences.languageHint')} labelId="language-label">
        <Select
          value={current}
          onValueChange={(code) => {
            const chosen = languages.find((language) => language.code === code);
            if (chosen) changeLanguage(chosen.code);
          }}
        >
          <SelectTrigger aria-labelledby="language-label" className="w-full sm:w-60" data-testid="settings-language">
            <SelectValue>
              <LanguageFlag code={selected.code} />
              {selected.nativeName}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            {languages.map((language) => (
              <SelectItem key={language.code} value={language.code} lang={language.code}>
                <LanguageFlag code={language.code} />
                {language.nativeName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SettingsRow>

      <SettingsRow title={t('settings.preferences.currency')} description={t('settings.preferences.currencyHint')} labelId="currency-label">
        <CurrencySelect
          value={settings.currency}
          withNames
          disabled={pending}
          aria-labelledby="currency-label"
          className="w-full sm:w-60"
          data-testid="settings-currency"
          onValueChange={(currency) => currency !== settings.currency && setChosenCurrency(currency)}
        />
        {chosenCurrency ? (
          <Suspense fallback={null}>
            <CurrencyChangeDialog open from={settings.currency} to={chosenCurrency} onOpenChange={(open) => !open && setChosenCurrency(null)} />
          </Suspense>
        ) : null}
      </SettingsRow>

      <SettingsRow title={t('settings.preferences.timezone')} description={t('settings.preferences.timezoneHint')} labelId="timezone-label">
        <TimeZonePicker value={settings.timezone} disabled={pending} onChange={(timezone) => void save({ timezone })} />
      </SettingsRow>

      <FormatRows settings={settings} disabled={pending} onSave={(changes) => void save(changes)} />

      <FormatPreview />

      <div className="border-t border-border" />

      <MonthlyFiguresForm settings={settings} onSave={save} />
    </SettingsSection>
  );
}
