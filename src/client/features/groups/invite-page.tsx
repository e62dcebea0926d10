import { useState } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { groupMessages } from '@domain/groups/groups';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-request';
import { groupLink, paths } from '@/lib/paths';
import { translateMessage } from '@/lib/translate-message';
import { useAcceptInvite, useDeclineInvite, useInvitePreview } from './api';
import { useGroupToasts } from './feedback';
import { InviteOffer } from './components/invite-offer';
import { InviteAlreadyMember, InviteSkeleton, InviteUnavailable } from './components/invite-states';

type Dead = 'invalid' | 'expired';

/** 404: unknown or revoked link; 410: expired. Anything else is a failure to show as such. */
function deadLinkFrom(error: unknown): Dead | null {
  if (!(error instanceof ApiError)) return null;
  return error.status === 404 ? 'invalid' : error.status === 410 ? 'expired' : null;
}

export function InvitePage({ token }: { token: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const toasts = useGroupToasts();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite(token);
  const decline = useDeclineInvite(token);
  // An answer to accept or decline can show the link died since the page opened.
  const [died, setDied] = useState<Dead | null>(null);

  async function respond(answer: 'accept' | 'decline') {
    try {
      if (answer === 'accept') {
        const joined = await accept.mutateAsync();
        navigate(groupLink(joined.groupId));
        toasts.done(t('groups.toasts.joined', { name: preview.data?.group.name ?? '' }));
      } else {
        await decline.mutateAsync();
        navigate(paths.groups);
        toasts.done(t('groups.toasts.declined'), preview.data?.group.name);
      }
    } catch (error) {
      const dead = deadLinkFrom(error);
      if (dead) setDied(dead);
      else toasts.failed(error);
    }
  }

  const dead = died ?? deadLinkFrom(preview.error) ?? (preview.data?.state === 'expired' ? 'expired' : null);

  return (
    <PageContainer className="max-w-2xl">
      <PageHeader title={t('pages.invite.title')} description={t('pages.invite.description')} />
      {dead === 'invalid' ? (
        <InviteUnavailable kind="invalid" text={translateMessage(t, groupMessages.inviteInvalid)} />
      ) : dead === 'expired' ? (
        <InviteUnavailable kind="expired" text={translateMessage(t, groupMessages.inviteExpired)} />
      ) : (
        <QueryState query={preview} skeleton={<InviteSkeleton />} errorTitle={t('pages.invite.loadError')} errorTestId="groups-error" errorVariant="card">
          {(data) =>
            data.state === 'used' ? (
              <InviteAlreadyMember preview={data} />
            ) : data.group.status === 'archived' ? (
              <InviteUnavailable kind="archived" text={t('pages.invite.archivedDescription', { name: data.group.name })} />
            ) : (
              <InviteOffer
                preview={data}
                pending={accept.isPending ? 'accept' : decline.isPending ? 'decline' : null}
                onAccept={() => void respond('accept')}
                onDecline={() => void respond('decline')}
              />
            )
          }
        </QueryState>
      )}
      <Button asChild variant="ghost" className="justify-self-start self-start">
        <Link href={paths.groups} data-testid="invite-back-to-groups">
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden />
          {t('pages.invite.backToGroups')}
        </Link>
      </Button>
    </PageContainer>
  );
}
