import { useId, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupSummary } from '@domain/groups/groups';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GroupCard } from './group-card';

export function GroupGrid({ groups, label, testId }: { groups: GroupSummary[]; label: string; testId: string }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={label} data-testid={testId}>
      {groups.map((group) => (
        <li key={group.id} className="min-w-0">
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}

/** Archived groups stay out of the way, folded under their own heading until asked for. */
export function ArchivedGroups({ groups }: { groups: GroupSummary[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby={`${regionId}-heading`}>
      <h2 id={`${regionId}-heading`} className="text-base font-semibold">
        <Button variant="ghost" className="-ms-3" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((value) => !value)} data-testid="archived-groups-toggle">
          <ChevronDownIcon className={cn('transition-transform', !open && '-rotate-90 rtl:rotate-90')} aria-hidden />
          {t('groups.archivedSection', { count: groups.length })}
        </Button>
      </h2>
      <div id={regionId} hidden={!open}>
        {open ? <GroupGrid groups={groups} label={t('groups.archivedListLabel')} testId="archived-group-list" /> : null}
      </div>
    </section>
  );
}
