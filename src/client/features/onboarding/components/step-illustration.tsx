import type { TourStep } from '../tour-steps';
import { cn } from '@/lib/utils';

/** A large icon in a soft halo with two orbiting dots: the visual anchor of each tour step. */
export function StepIllustration({ step }: { step: TourStep }) {
  const Icon = step.icon;
  return (
    <div aria-hidden className={cn('relative mx-auto flex size-32 items-center justify-center sm:size-36', step.color)}>
      <div className={cn('absolute inset-0 rounded-full bg-gradient-to-br', step.halo)} />
      <div className="absolute inset-4 rounded-full border border-dashed border-current opacity-25 sm:inset-5" />
      <span className="absolute end-5 top-3 size-3 rounded-full bg-current opacity-60" />
      <span className="absolute start-3 bottom-7 size-2 rounded-full bg-current opacity-40" />
      <div className="relative flex size-18 items-center justify-center rounded-3xl border border-border/60 bg-card shadow-lg sm:size-20">
        <Icon className="size-9 sm:size-10" strokeWidth={1.75} />
      </div>
    </div>
  );
}
