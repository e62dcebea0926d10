import { CalendarClockIcon, UsersIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';
import type { GroupSummary } from '@domain/groups/groups';
import { groupLink } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { RoleBadge } from './role-badge';
import { ViabilityIndicator } from './viability-indicator';

/** A group in the list: the whole card opens the group; the score explains itself on hover or focus. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const archived = group.status === 'archived';
  return (
    <article
      className={cn(
        'relative flex h-full flex-col gap-3 overflow-hidden rounded-2xl border bg-card p-5 ps-6 text-card-foreground shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md',
        archived && 'bg-muted/40 shadow-none',
      )}
      data-testid={`group-card-${group.id}`}
      aria-labelledby={`group-name-${group.id}`}
    >
      <span aria-hidden className={cn('absolute inset-y-0 start-0 w-1.5', archived && 'opacity-50')} style={{ backgroundColor: group.color }} />
      <header className="flex items-start justify-between gap-3">
        <h3 id={`group-name-${group.id}`} className="min-w-0 text-base leading-tight font-semibold">
          <Link href={groupLink(group.id)} className="line-clamp-2 break-words outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline">
            {group.name}
          </Link>
        </h3>
        <RoleBadge role={group.role} />
      </header>

      {group.description ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{group.description}</p> : null}

      <dl className="mt-auto grid grid-cols-1 gap-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="sr-only">{t('groups.card.membersLabel')}</dt>
          <UsersIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd data-testid="group-member-count">{t('groups.card.members', { count: group.memberCount })}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="sr-only">{t('groups.card.nextEvent')}</dt>
          <CalendarClockIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <dd className="min-w-0 truncate text-muted-foreground" data-testid="group-next-event">
            {group.nextEvent ? t('groups.card.eventOn', { title: group.nextEvent.title, date: format.date(group.nextEvent.startTime) }) : t('groups.card.noEvent')}
          </dd>
        </div>
      </dl>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <ViabilityIndicator viability={group.viability} />
        {archived ? <span className="text-xs text-muted-foreground">{t('groups.status.archived')}</span> : null}
      </footer>
    </article>
  );
}
