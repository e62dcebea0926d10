import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { groupColorNames, groupColors } from '@domain/groups/groups';
import { cn } from '@/lib/utils';

interface ColorSwatchesProps {
  value: string;
  onChange: (color: string) => void;
  labelledBy: string;
}

/** The palette as a radio group: arrow keys move between colours, each named for screen readers. */
export function ColorSwatches({ value, onChange, labelledBy }: ColorSwatchesProps) {
  const { t } = useTranslation();
  const move = (from: number, step: number) => {
    const next = groupColors[(from + step + groupColors.length) % groupColors.length]!;
    onChange(next);
    document.getElementById(`group-color-${next.slice(1)}`)?.focus();
  };
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="flex flex-wrap gap-2" data-testid="group-form-color">
      {groupColors.map((color, index) => {
        const checked = color === value || (index === 0 && !groupColors.some((candidate) => candidate === value));
        return (
          <button
            key={color}
            id={`group-color-${color.slice(1)}`}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={t(`groups.colors.${groupColorNames[color]}`)}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(color)}
            onKeyDown={(event) => {
              const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
              const backward = event.key === 'ArrowLeft' || event.key === 'ArrowUp';
              if (!forward && !backward) return;
              event.preventDefault();
              // In a right-to-left layout the visual order of left and right flips.
              const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
              const horizontal = event.key === 'ArrowRight' || event.key === 'ArrowLeft';
              move(index, (forward ? 1 : -1) * (rtl && horizontal ? -1 : 1));
            }}
            className={cn(
              'flex size-9 items-center justify-center rounded-full ring-offset-2 ring-offset-background transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
              checked && 'ring-2 ring-foreground',
            )}
            style={{ backgroundColor: color }}
          >
            {checked ? <CheckIcon className="size-4 text-white drop-shadow" aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}
