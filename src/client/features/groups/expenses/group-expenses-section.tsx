import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/groups';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

export function GroupExpensesSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="group-expenses" data-group-id={group.id}>
      <CardHeader>
        <CardTitle>{t('groups.sections.expenses')}</CardTitle>
      </CardHeader>
    </Card>
  );
}
