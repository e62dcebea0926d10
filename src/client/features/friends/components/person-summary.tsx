import type { ReactNode } from 'react';
import { userInitials } from '@domain/shared/user-initials';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { fullName, type PersonName } from '../person-name';

interface PersonSummaryProps {
  person: PersonName & { email?: string };
  /** A third line under the name and address, e.g. when a request arrived. */
  detail?: ReactNode;
}

/** Initials, full name and (when known) e-mail address; long texts truncate instead of pushing actions off screen. */
export function PersonSummary({ person, detail }: PersonSummaryProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar className="size-10">
        <AvatarFallback className="text-sm">{userInitials(person)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{fullName(person)}</p>
        {person.email ? (
          <p className="truncate text-sm text-muted-foreground">
            <bdi>{person.email}</bdi>
          </p>
        ) : null}
        {detail ? <p className="truncate text-xs text-muted-foreground">{detail}</p> : null}
      </div>
    </div>
  );
}
