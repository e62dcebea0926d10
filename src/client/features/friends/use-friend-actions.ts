import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';
import { useAcceptFriendRequest, useCancelFriendRequest, useDeclineFriendRequest, useRemoveFriend, useSendFriendRequest, type RequestTarget } from './api';
import { friendErrorText } from './friend-error-text';
import { fullName, type PersonName } from './person-name';

/** What a friends write says once it worked. */
interface SuccessToast {
  title: string;
  description?: string;
}

/** The friends writes with their toasts; each resolves to whether it worked. */
export function useFriendActions() {
  const { t } = useTranslation();
  const send = useSendFriendRequest();
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const cancel = useCancelFriendRequest();
  const remove = useRemoveFriend();
  const failed = useFailToast({ explain: friendErrorText });

  async function run<T>(work: () => Promise<T>, success: (result: T) => SuccessToast): Promise<boolean> {
    try {
      const { title, description } = success(await work());
      toast.success(title, { description });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  const pendingWith = (id: string) =>
    [accept, decline, cancel, remove].some((mutation) => mutation.isPending && mutation.variables === id) ||
    (send.isPending && 'userId' in send.variables && send.variables.userId === id);

  return {
    sendRequest: (target: RequestTarget) =>
      run(
        () => send.mutateAsync(target),
        (request) => ({ title: t('friends.toasts.requestSent'), description: fullName(request.user) }),
      ),
    accept: (requestId: string) =>
      run(
        () => accept.mutateAsync(requestId),
        (friend) => ({ title: t('friends.toasts.accepted', { name: fullName(friend) }) }),
      ),
    decline: (requestId: string, person: PersonName) =>
      run(
        () => decline.mutateAsync(requestId),
        () => ({ title: t('friends.toasts.declined'), description: fullName(person) }),
      ),
    cancel: (requestId: string, person: PersonName) =>
      run(
        () => cancel.mutateAsync(requestId),
        () => ({ title: t('friends.toasts.canceled'), description: fullName(person) }),
      ),
    remove: (friend: PersonName & { id: string }) =>
      run(
        () => remove.mutateAsync(friend.id),
        () => ({ title: t('friends.toasts.removed'), description: fullName(friend) }),
      ),
    /** Whether a write about this request or person is on its way (its buttons wait). */
    isBusy: pendingWith,
    sending: send.isPending,
    removing: remove.isPending,
  };
}
