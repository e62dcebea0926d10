import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

type SettingsSectionProps = {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One titled block of the settings screen; its id is the target of the section navigation. */
export function SettingsSection({ id, icon: Icon, title, description, children, className }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24 rounded-2xl border border-border bg-card text-card-foreground shadow-sm', className)}>
      <header className="flex items-start gap-4 border-b border-border px-5 py-5 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-base font-semibold sm:text-lg">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        </div>
      </header>
      <div className="grid gap-6 px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </section>
  );
}

/** A labelled row inside a section: text on the start side, the control on the end side. */
export function SettingsRow({
  title,
  description,
  labelId,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Lets the control name itself after the row title (aria-labelledby). */
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium">
          {title}
        </p>
        {description ? <p className="mt-0.5 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}
