import type { Database } from '../../db/client';
import { notify } from '../../shared/notify';
import { personName } from '../../shared/person-name';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tells the receiver about a new request, in the transaction that writes it; one notice per request. */
export async function notifyFriendRequest(tx: Tx, requestId: string, senderId: string, receiverId: string): Promise<void> {
  await notify(tx, {
    userId: receiverId,
    kind: 'friendRequest',
    params: { requestId, name: await personName(tx, senderId) },
    link: '/friends',
    dedupeKey: `friendRequest:${requestId}`,
  });
}
