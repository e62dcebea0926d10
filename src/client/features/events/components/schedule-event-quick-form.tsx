import type { QuickActionFormProps } from '@/components/layout/quick-actions';
import { EventForm } from './event-form';

/** The "schedule event" quick action: the calendar's own form, closing its drawer when saved. */
export function ScheduleEventQuickForm({ onDone }: QuickActionFormProps) {
  return <EventForm onDone={() => onDone()} onCancel={onDone} />;
}
