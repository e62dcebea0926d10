import { toast } from '@/lib/toast';
import { useFailToast } from '@/lib/use-fail-toast';

/** Toasts for group actions: a translated success title, or the failure's text (docs/product/errors.md#other-feedback). */
export function useGroupToasts() {
  const failed = useFailToast();
  return {
    done: (title: string, description?: string) => toast.success(title, { description }),
    failed,
  };
}
