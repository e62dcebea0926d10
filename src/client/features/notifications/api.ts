import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadInput, NotificationList } from '@domain/notifications/notifications';
import { apiClient } from '@/lib/api/client';

/** How often the bell asks whether anything new arrived; it also asks when the window regains focus. */
export const notificationPollMs = 60_000;

export const notificationKeys = {
  list: ['/api/notifications'] as const,
};

/** The newest notifications with the unread count: the bell's badge and the panel read the same answer. */
export function useNotifications() {
  return useQuery<NotificationList>({
    queryKey: notificationKeys.list,
    queryFn: () => apiClient.get('/api/notifications', { query: {} }),
    staleTime: notificationPollMs,
    refetchInterval: notificationPollMs,
    refetchOnWindowFocus: true,
  });
}

/** Marks one, several or all read; the list is updated at once and then re-read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsReadInput) => apiClient.post('/api/notifications/read', { body: input }),
    onMutate: (input) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (current) => {
        if (!current) return current;
        const marks = (id: string) => input.all === true || (input.ids ?? []).includes(id);
        const items = current.items.map((item) => (item.readAt === null && marks(item.id) ? { ...item, readAt: now } : item));
        const newlyRead = current.items.filter((item) => item.readAt === null && marks(item.id)).length;
        return { ...current, items, unreadCount: input.all ? 0 : Math.max(0, current.unreadCount - newlyRead) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
