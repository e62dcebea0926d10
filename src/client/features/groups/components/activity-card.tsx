import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '@domain/groups/groups';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ViabilityIndicator, ViabilitySignals } from './viability-indicator';

/** The score with its signals written out, for screens where nothing can be hovered. */
export function ActivityCard({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="group-activity">
      <CardHeader>
        <CardTitle>{t('groups.viability.title')}</CardTitle>
        <CardDescription>{t('groups.viability.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3 text-sm">
        <ViabilityIndicator viability={group.viability} className="justify-self-start" />
        <ViabilitySignals viability={group.viability} className="text-muted-foreground" />
      </CardContent>
    </Card>
  );
}
