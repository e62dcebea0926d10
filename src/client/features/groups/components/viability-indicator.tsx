import { CheckIcon, MinusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { GroupViability, ViabilityLevel } from '@domain/groups/groups';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

const signalOrder = ['members', 'recentActivity', 'upcomingEvent', 'goalsOnTrack'] as const;

const levelTones: Record<ViabilityLevel, string> = {
  thriving: 'bg-success',
  steady: 'bg-warning',
  quiet: 'bg-muted-foreground/50',
};

/** The four signals behind the score, each marked as met or not, and the last activity. */
export function ViabilitySignals({ viability, className }: { viability: GroupViability; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className={cn('grid gap-2', className)}>
      <ul className="grid grid-cols-1 gap-1.5">
        {signalOrder.map((signal) => {
          const met = viability.signals[signal];
          const Icon = met ? CheckIcon : MinusIcon;
          return (
            <li key={signal} className="flex items-center gap-2" data-signal={signal} data-met={met}>
              <Icon className={cn('size-3.5 shrink-0', met ? 'text-success' : 'opacity-60')} aria-hidden />
              <span>{t(`groups.viability.signals.${signal}`)}</span>
              <span className="sr-only">{t(met ? 'groups.viability.met' : 'groups.viability.notMet')}</span>
            </li>
          );
        })}
      </ul>
      <p>{viability.lastActivityOn ? t('groups.viability.lastActivity', { date: format.date(viability.lastActivityOn) }) : t('groups.viability.noActivity')}</p>
    </div>
  );
}

/** A dot, the level and the score; hovering or focusing it explains which signals counted. */
export function ViabilityIndicator({ viability, className }: { viability: GroupViability; className?: string }) {
  const { t } = useTranslation();
  const level = t(`groups.viability.levels.${viability.level}`);
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            className={cn(
              'relative z-10 inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
              className,
            )}
            data-testid="group-viability"
            data-level={viability.level}
          >
            <span className={cn('size-2 rounded-full', levelTones[viability.level])} aria-hidden />
            {/* The name is the visible level and score plus a hidden explanation, so voice control finds the button by what it shows. */}
            <span>{level}</span> <span className="text-muted-foreground tabular-nums">{viability.score}</span>
            <span className="sr-only"> ({t('groups.viability.title')})</span>
          </button>
        </TooltipTrigger>
        <TooltipContent className="max-w-72 py-2.5">
          <p className="mb-1.5 font-semibold">{t('groups.viability.title')}</p>
          <ViabilitySignals viability={viability} />
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
