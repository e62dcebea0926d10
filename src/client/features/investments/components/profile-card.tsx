import { useState } from 'react';
import { PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InvestmentProfile } from '@domain/investments/investment-views';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { formatDuration } from '@/lib/format-duration';
import { useSaveRiskProfile } from '../api';
import { RiskQuestionnaire } from './risk-questionnaire';

/** The questionnaire until it is answered; then the profile it gave, with a way to answer again. */
export function ProfileCard({ profile }: { profile: InvestmentProfile }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const save = useSaveRiskProfile();
  const answered = profile.answers !== null && profile.riskProfile !== null;
  const showForm = !answered || editing;
  const error = save.error;
  const serverErrors = serverFieldMessages(error);
  const serverMessage = error && !serverErrors ? failureMessage(error) : null;

  return (
    <Card className="min-w-0 gap-3" data-testid="investments-profile">
      <CardHeader>
        <CardTitle>{t('investments.profile.title')}</CardTitle>
        <CardDescription>{showForm ? t('investments.questionnaire.description') : t('investments.profile.description')}</CardDescription>
        {!showForm ? (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden />
              {t('investments.profile.edit')}
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {showForm ? (
          <RiskQuestionnaire
            initial={profile.answers}
            pending={save.isPending}
            serverErrors={serverErrors}
            serverMessage={serverMessage}
            onCancel={answered ? () => setEditing(false) : undefined}
            onSubmit={(answers) => save.mutate(answers, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <div className="grid grid-cols-1 gap-2">
            <p className="text-2xl font-semibold" data-testid="risk-profile">
              {t(`investments.profiles.${profile.riskProfile}.name`)}
            </p>
            <p className="text-sm text-muted-foreground">{t(`investments.profiles.${profile.riskProfile}.description`)}</p>
            {profile.horizonYears !== null ? (
              <p className="text-sm">{t('investments.profile.horizon', { years: formatDuration(profile.horizonYears, 'year', i18n.language) })}</p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
