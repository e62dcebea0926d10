import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesByType } from '@domain/categories/categories';
import type { CustomCategory } from '@domain/categories/custom-categories';
import { ApiError } from '@/lib/api-request';
import { failureMessage } from '@/lib/failure-message';
import { serverFieldMessage } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form-alert';
import { useDeleteCategory } from '../account-api';

interface DeleteCategoryDialogProps {
  category: CustomCategory | null;
  onClose: () => void;
}

/**
 * Deleting a category its transactions still use asks where they should go first: nothing is
 * deleted with it, and nothing is left pointing at a category that no longer exists.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={category !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('categories.close')}>
        <DialogHeader>
          <DialogTitle>{t('categories.deleteTitle', { name: category?.name ?? '' })}</DialogTitle>
          <DialogDescription>
            {category && category.transactionCount > 0 ? t('categories.deleteInUse', { count: category.transactionCount }) : t('categories.deleteUnused')}
          </DialogDescription>
        </DialogHeader>
        {category ? <DeleteForm category={category} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DeleteForm({ category, onDone }: { category: CustomCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCategory();
  const { data: list } = useCategoryList();
  const inUse = category.transactionCount > 0;
  const [moveTo, setMoveTo] = useState(inUse ? 'other' : '');
  const [error, setError] = useState<string | null>(null);
  const others = customCategoriesIn(list).filter((other) => other.type === category.type && other.id !== category.id);

  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ id: category.id, moveTo: inUse ? moveTo : undefined });
      toast.success(t('categories.deleted'));
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? (serverFieldMessage(failure, 'moveTo') ?? failureMessage(failure)) : String(failure));
    }
  };

  return (
    <div className="grid gap-5">
      {inUse ? (
        <div className="grid gap-2">
          <Label htmlFor="category-move-to">{t('categories.moveTo')}</Label>
          <Select value={moveTo} onValueChange={setMoveTo}>
            <SelectTrigger id="category-move-to">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {categoriesByType[category.type].map((key) => (
                <SelectItem key={key} value={key}>
                  {t(`transactions.categories.${key}`)}
                </SelectItem>
              ))}
              {others.map((other) => (
                <SelectItem key={other.key} value={other.key}>
                  {other.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      ) : null}
      <FormAlert>{error ? translateMessage(t, error) : null}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('categories.cancel')}
        </Button>
        <Button type="button" variant="destructive" onClick={() => void onDelete()} disabled={remove.isPending}>
          {remove.isPending ? <Spinner /> : null}
          {inUse ? t('categories.moveAndDelete') : t('categories.delete')}
        </Button>
      </DialogFooter>
    </div>
  );
}
