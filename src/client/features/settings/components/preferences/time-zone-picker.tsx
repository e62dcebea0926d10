import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { matchesZone, timeZoneList, zoneLabel, zoneOffset } from './time-zones';

interface TimeZonePickerProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/** A searchable list of every IANA zone with its current offset; arrow keys move, Enter picks. */
export function TimeZonePicker({ value, onChange, disabled }: TimeZonePickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const language = i18n.language;

  const zones = useMemo(() => {
    if (!open) return [];
    const now = new Date();
    return timeZoneList(value).map((zone) => ({ zone, label: zoneLabel(zone), offset: zoneOffset(zone, language, now) }));
  }, [open, value, language]);
  const shown = useMemo(() => zones.filter((item) => matchesZone(item.zone, query)), [zones, query]);
  const current = zoneOffset(value, language, new Date());

  useEffect(() => {
    if (open) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId]);

  const choose = (zone: string) => {
    setOpen(false);
    setQuery('');
    if (zone !== value) onChange(zone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const picked = shown[active];
      if (picked) choose(picked.zone);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        className="w-full justify-between sm:w-72"
        id="timezone-button"
        // The row's label plus the zone shown on the button, so the spoken name includes what is seen.
        aria-labelledby="timezone-label timezone-button"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setActive(0);
          setOpen(true);
        }}
        data-testid="settings-timezone"
      >
        {/* The no-break space keeps zone and offset apart in the spoken name ("UTC GMT+00:00", not "UTCGMT+00:00"): flex items get none between them. */}
        <span className="min-w-0 truncate">{`${zoneLabel(value)}\u00a0`}</span>
        <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground tabular-nums">
          {current}
          <ChevronsUpDownIcon className="size-4" aria-hidden />
        </span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="flex max-h-[85dvh] flex-col gap-3 sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t('settings.preferences.timezone')}</DialogTitle>
            <DialogDescription>{t('settings.preferences.timezoneHint')}</DialogDescription>
          </DialogHeader>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              autoFocus
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
              aria-label={t('settings.preferences.timezoneSearch')}
              placeholder={t('settings.preferences.timezoneSearchPlaceholder')}
              className="ps-9"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              data-testid="timezone-search"
            />
          </div>
          {shown.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{t('settings.preferences.timezoneEmpty', { query })}</p>
          ) : (
            <ul id={listId} role="listbox" aria-label={t('settings.preferences.timezone')} className="-mx-2 min-h-0 flex-1 overflow-y-auto overscroll-contain">
              {shown.map((item, index) => (
                <li
                  key={item.zone}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={item.zone === value}
                  onClick={() => choose(item.zone)}
                  onMouseMove={() => setActive(index)}
                  className={cn('flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm', index === active && 'bg-accent text-accent-foreground')}
                  data-testid="timezone-option"
                >
                  <CheckIcon className={cn('size-4 shrink-0', item.zone === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{item.label}</span>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{item.offset}</span>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
