import { useTranslation } from 'react-i18next';
import { autoNumberFormat, dateFormats, suggestedNumberFormats, timeFormats } from '@domain/shared/formats';
import type { Settings, UpdateSettingsInput } from '@domain/settings/settings';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { createFormat } from '@/lib/format';
import { SettingsRow } from '../settings-section';

/** The same sample in every option, so the choice is made by what it looks like. */
const sampleNumber = 1234567.89;

interface FormatRowsProps {
  settings: Settings;
  disabled: boolean;
  onSave: (changes: UpdateSettingsInput) => void;
}

export function FormatRows({ settings, disabled, onSave }: FormatRowsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const now = new Date();
  const withSetting = (changes: Partial<Settings>) => createFormat({ ...settings, ...changes }, language, now);
  const numberLabel = (tag: string) => (tag === autoNumberFormat ? t('settings.preferences.numberFormatAuto') : tag);
  const numberOptions = [autoNumberFormat, ...suggestedNumberFormats.filter((tag) => tag !== settings.numberFormat)];
  if (settings.numberFormat !== autoNumberFormat) numberOptions.splice(1, 0, settings.numberFormat);

  return (
    <>
      <SettingsRow title={t('settings.preferences.dateFormat')} description={t('settings.preferences.dateFormatHint')} labelId="date-format-label">
        <Select
          value={settings.dateFormat}
          disabled={disabled}
          onValueChange={(value) => {
            const chosen = dateFormats.find((style) => style === value);
            if (chosen) onSave({ dateFormat: chosen });
          }}
        >
          <SelectTrigger aria-labelledby="date-format-label" className="w-full sm:w-72" data-testid="settings-date-format">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {dateFormats.map((style) => (
              <SelectItem key={style} value={style}>
                <span className="font-medium">{t(`settings.preferences.dateFormats.${style}`)}</span>
                <span className="truncate text-muted-foreground">{withSetting({ dateFormat: style }).date(now)}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SettingsRow>

      <SettingsRow title={t('settings.preferences.timeFormat')} description={t('settings.preferences.timeFormatHint')} labelId="time-format-label">
        <ToggleGroup
          type="single"
          value={settings.timeFormat}
          aria-labelledby="time-format-label"
          disabled={disabled}
          data-testid="settings-time-format"
          onValueChange={(value) => {
            const chosen = timeFormats.find((clock) => clock === value);
            if (chosen) onSave({ timeFormat: chosen });
          }}
        >
          {timeFormats.map((clock) => (
            <ToggleGroupItem key={clock} value={clock} data-testid={`settings-time-format-${clock}`}>
              {t(`settings.preferences.timeFormats.${clock}`)}
              <span className="text-xs text-muted-foreground tabular-nums">{withSetting({ timeFormat: clock }).time(now)}</span>
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
      </SettingsRow>

      <SettingsRow title={t('settings.preferences.numberFormat')} description={t('settings.preferences.numberFormatHint')} labelId="number-format-label">
        <Select value={settings.numberFormat} disabled={disabled} onValueChange={(value) => onSave({ numberFormat: value })}>
          <SelectTrigger aria-labelledby="number-format-label" className="w-full sm:w-72" data-testid="settings-number-format">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {numberOptions.map((tag) => (
              <SelectItem key={tag} value={tag}>
                <span className="font-medium">{numberLabel(tag)}</span>
                <span className="text-muted-foreground tabular-nums">{withSetting({ numberFormat: tag }).number(sampleNumber)}</span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </SettingsRow>
    </>
  );
}
