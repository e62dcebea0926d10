import { CrownIcon, ShieldIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupRole } from '@domain/groups/groups';
import { Badge } from '@/components/ui/badge';

const looks = {
  owner: { icon: CrownIcon, variant: 'default' },
  admin: { icon: ShieldIcon, variant: 'secondary' },
  member: { icon: UserIcon, variant: 'outline' },
} as const;

export function RoleBadge({ role, className }: { role: GroupRole; className?: string }) {
  const { t } = useTranslation();
  const look = looks[role];
  return (
    <Badge variant={look.variant} className={className} data-testid="group-role">
      <look.icon aria-hidden />
      {t(`groups.roles.${role}`)}
    </Badge>
  );
}
