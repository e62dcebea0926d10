import { notificationKinds, type NotificationKind, type NotificationParamsByKind } from '../../../domain/notifications/kinds';
import { renderNotification, type RenderOptions } from '../../../domain/notifications/render';
import type { NotificationRow } from '../../db/schema';

/**
 * A stored notification's title and body in the reader's language, time zone and clock: the
 * centre and every outside channel read the same words. Rows are written through notify(),
 * which types the params per kind; a kind this version does not know renders as empty text.
 */
export function notificationText(row: Pick<NotificationRow, 'kind' | 'params'>, reader: RenderOptions): { title: string; body: string } {
  if (!(row.kind in notificationKinds)) return { title: '', body: '' };
  const kind = row.kind as NotificationKind;
  return renderNotification(kind, row.params as unknown as NotificationParamsByKind[NotificationKind], reader);
}
