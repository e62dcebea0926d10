import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Compact variant for use inside a card. */
  size?: 'default' | 'sm';
}

/** What a list or screen shows when it has nothing yet: what will appear here, and how to start. */
export function EmptyState({ icon: Icon, title, description, action, className, size = 'default' }: EmptyStateProps) {
  const small = size === 'sm';
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center text-center', small ? 'gap-2 px-4 py-8' : 'gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-14', className)}
    >
      <span className={cn('flex items-center justify-center rounded-full bg-primary/10 text-primary', small ? 'size-10' : 'size-12')}>
        <Icon className={small ? 'size-5' : 'size-6'} aria-hidden />
      </span>
      <div className="max-w-sm space-y-1">
        <p className={cn('font-semibold', small ? 'text-sm' : 'text-base')}>{title}</p>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
