import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The accessible name of the thumb (already translated). */
  thumbLabel: string;
  /** What a screen reader announces instead of the raw number, e.g. "9:15 AM". */
  valueText?: string;
};

/**
 * A one-thumb slider. It follows the reading direction from Radix's Direction provider, and a
 * drag on it never drags the bottom drawer it may sit in (`data-vaul-no-drag`).
 */
export function Slider({ className, thumbLabel, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      data-vaul-no-drag=""
      className={cn('relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/20 focus-visible:ring-4 focus-visible:ring-ring"
      />
    </SliderPrimitive.Root>
  );
}
