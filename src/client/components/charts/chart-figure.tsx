import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ChartFigureProps {
  /** What the chart shows, read as the name of the image. */
  name: string;
  /** The chart's figures in words for screen readers, when the screen does not write them out beside it. */
  summary?: ReactNode;
  /** The id of the text beside the chart that already gives its figures. */
  describedBy?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * Every chart sits in one of these: to assistive technology it is a single image with a name and
 * a description in figures, never the drawing's shapes. The charts themselves leave recharts'
 * keyboard layer off, which made the drawing a Tab stop with no name.
 */
export function ChartFigure({ name, summary, describedBy, className, testId, children }: ChartFigureProps) {
  const summaryId = useId();
  return (
    <>
      {/* SVG text anchors follow the document direction; the charts mirror themselves instead. */}
      <div dir="ltr" role="img" aria-label={name} aria-describedby={summary ? summaryId : describedBy} className={cn('min-w-0', className)} data-testid={testId}>
        {children}
      </div>
      {summary ? (
        <div id={summaryId} className="sr-only">
          {summary}
        </div>
      ) : null}
    </>
  );
}
