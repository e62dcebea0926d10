import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/groups';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

export function GroupSharedGoalsSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="group-shared-goals" data-group-id={group.id}>
      <CardHeader>
        <CardTitle>{t('groups.sections.sharedGoals')}</CardTitle>
      </CardHeader>
    </Card>
  );
}
