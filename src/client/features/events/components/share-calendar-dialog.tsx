import { useState } from 'react';
import { Share2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectItem } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useCalendarShares, useCreateShare, useEventGroups } from '../api';
import { personalCalendar } from '../event-form-schema';
import { eventFailureText } from '../use-save-event';
import { FieldSelect } from './field-select';
import { ShareList } from './share-list';

interface ShareCalendarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share links for the personal calendar or a group the user owns or administers: a read-only
 * page anyone with the link can open, and an iCalendar feed to subscribe to.
 */
export function ShareCalendarDialog({ open, onOpenChange }: ShareCalendarDialogProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(personalCalendar);
  const shares = useCalendarShares(open);
  const groups = useEventGroups();
  const create = useCreateShare();
  const createFailed = useFailToast({ titleKey: 'events.share.createFailed', explain: eventFailureText });
  const manageable = (groups.data ?? []).filter((group) => group.status === 'active' && (group.role === 'owner' || group.role === 'admin'));

  const createShare = () => {
    create.mutate(target === personalCalendar ? null : target, {
      onSuccess: (share) => toast.success(t('events.share.created'), { description: share.name }),
      onError: createFailed,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" closeLabel={t('common.close')} data-testid="share-calendar-dialog">
        <DialogHeader>
          <DialogTitle>{t('events.share.title')}</DialogTitle>
          <DialogDescription>{t('events.share.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 rounded-xl bg-muted/50 p-3 sm:flex-row sm:items-end">
          <FormField id="share-target" label={t('events.share.which')} className="min-w-0 flex-1">
            <FieldSelect value={target} onValueChange={setTarget} testId="share-target-select">
              <SelectItem value={personalCalendar}>{t('events.share.personal')}</SelectItem>
              {manageable.map((group) => (
                <SelectItem key={group.id} value={group.id}>
                  {group.name}
                </SelectItem>
              ))}
            </FieldSelect>
          </FormField>
          <Button onClick={createShare} disabled={create.isPending} data-testid="create-share">
            {create.isPending ? <Spinner /> : <Share2Icon aria-hidden />}
            {t('events.share.create')}
          </Button>
        </div>
        <section className="grid gap-3" aria-label={t('events.share.listLabel')}>
          <h3 className="text-sm font-medium">{t('events.share.listLabel')}</h3>
          <QueryState
            query={shares}
            skeleton={
              <div role="status" aria-label={t('common.loading')} className="grid gap-3">
                <Skeleton className="h-28 w-full rounded-xl" />
              </div>
            }
            errorTitle={t('events.share.loadFailed')}
            errorVariant="card"
          >
            {(list) => <ShareList shares={list} />}
          </QueryState>
        </section>
      </DialogContent>
    </Dialog>
  );
}
