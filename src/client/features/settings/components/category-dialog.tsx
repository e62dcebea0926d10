import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customCategoryTypes, type CustomCategoryType } from '@domain/categories/categories';
import { customCategoryIcons, customCategoryNameMaxLength, customCategoryPalette, type CustomCategory } from '@domain/categories/custom-categories';
import { serverFieldMessages } from '@/lib/server-form-errors';
import { translateMessage } from '@/lib/translate-message';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form-alert';
import { CustomCategoryGlyph } from '@/components/custom-category-glyphs';
import { failureMessage } from '@/lib/failure-message';
import { useSaveCategory } from '../account-api';

interface CategoryDialogProps {
  /** The category to edit; a new one when absent. */
  category?: CustomCategory;
  defaultType: CustomCategoryType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Errors = Partial<Record<'name' | 'type' | 'icon' | 'color', string>>;

export function CategoryDialog({ category, defaultType, open, onOpenChange }: CategoryDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('categories.close')}>
        <DialogHeader>
          <DialogTitle>{category ? t('categories.editTitle') : t('categories.addTitle')}</DialogTitle>
          <DialogDescription>{t('categories.dialogDescription')}</DialogDescription>
        </DialogHeader>
        {open ? <CategoryForm category={category} defaultType={defaultType} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, defaultType, onDone }: { category?: CustomCategory; defaultType: CustomCategoryType; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [type, setType] = useState<CustomCategoryType>(category?.type ?? defaultType);
  const [icon, setIcon] = useState(category?.icon ?? 'tag');
  const [color, setColor] = useState(category?.color ?? customCategoryPalette[7]);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({ id: category?.id, values: { name, type, icon, color } });
      toast.success(category ? t('categories.saved') : t('categories.added'));
      onDone();
    } catch (error) {
      const fieldMessages = serverFieldMessages(error);
      if (fieldMessages) setErrors(fieldMessages);
      else setFormError(failureMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <FormField id="category-name" label={t('categories.name')} error={translateMessage(t, errors.name)}>
        <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={customCategoryNameMaxLength} autoComplete="off" required />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('categories.type')}</legend>
        <div className="flex gap-2">
          {customCategoryTypes.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                type === option ? 'border-primary bg-primary/10' : 'border-border',
              )}
            >
              <input type="radio" name="category-type" value={option} checked={type === option} onChange={() => setType(option)} className="sr-only" />
              {t(`categories.types.${option}`)}
            </label>
          ))}
        </div>
        {errors.type ? <p className="text-sm text-destructive">{translateMessage(t, errors.type)}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('categories.icon')}</legend>
        <div className="grid grid-cols-6 gap-2 sm:grid-cols-10">
          {customCategoryIcons.map((option) => (
            <label
              key={option}
              title={t(`categories.icons.${option}`)}
              className={cn(
                'flex aspect-square cursor-pointer items-center justify-center rounded-lg border has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                icon === option ? 'border-primary bg-primary/10 text-primary' : 'border-border text-muted-foreground',
              )}
            >
              <input
                type="radio"
                name="category-icon"
                value={option}
                checked={icon === option}
                onChange={() => setIcon(option)}
                className="sr-only"
                aria-label={t(`categories.icons.${option}`)}
              />
              <CustomCategoryGlyph icon={option} className="size-4" />
            </label>
          ))}
        </div>
        {errors.icon ? <p className="text-sm text-destructive">{translateMessage(t, errors.icon)}</p> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('categories.color')}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {customCategoryPalette.map((option) => (
            <label
              key={option}
              className={cn(
                'size-8 cursor-pointer rounded-full border-2 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                color.toUpperCase() === option ? 'border-foreground' : 'border-transparent',
              )}
              style={{ backgroundColor: option }}
            >
              <input
                type="radio"
                name="category-color"
                value={option}
                checked={color.toUpperCase() === option}
                onChange={() => setColor(option)}
                className="sr-only"
                aria-label={option}
              />
            </label>
          ))}
          <Input
            aria-label={t('categories.customColor')}
            value={color}
            onChange={(event) => setColor(event.target.value)}
            className="h-8 w-28 font-mono text-xs"
            maxLength={7}
            spellCheck={false}
          />
        </div>
        {errors.color ? <p className="text-sm text-destructive">{translateMessage(t, errors.color)}</p> : null}
      </fieldset>
      <FormAlert>{formError ? translateMessage(t, formError) : null}</FormAlert>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('categories.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {category ? t('categories.save') : t('categories.add')}
        </Button>
      </DialogFooter>
    </form>
  );
}
