import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PencilIcon, PlusIcon, Tags, Trash2Icon } from 'lucide-react';
import { customCategoryTypes, type CustomCategoryType } from '@domain/categories/categories';
import type { CustomCategory } from '@domain/categories/custom-categories';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CustomCategoryGlyph } from '@/components/custom-category-glyphs';
import { usePremium } from '../account-api';
import { CategoryDialog } from './category-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { SettingsSection } from './settings-section';
import { UpgradePrompt } from './upgrade-prompt';

type Editing = { category?: CustomCategory; type: CustomCategoryType } | null;

/** The user's own income and expense categories: Premium adds, edits and deletes them. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const { isPremium, isLoading: planLoading } = usePremium();
  const list = useCategoryList();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomCategory | null>(null);

  return (
    <SettingsSection id="categories" icon={Tags} title={t('categories.title')} description={t('categories.description')}>
      {!planLoading && !isPremium ? <UpgradePrompt text={t('categories.premiumPrompt')} /> : null}
      <QueryState
        query={list}
        skeleton={
          <div className="flex justify-center py-4">
            <Spinner className="size-5 text-muted-foreground" label={t('categories.loading')} />
          </div>
        }
      >
        {(loaded) => (
          <div className="grid gap-6 md:grid-cols-2">
            {customCategoryTypes.map((type) => {
              const ofType = customCategoriesIn(loaded).filter((category) => category.type === type);
              return (
                <div key={type} className="grid content-start gap-3">
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="text-sm font-semibold">{t(`categories.lists.${type}`)}</h3>
                    {isPremium ? (
                      <Button size="sm" variant="outline" onClick={() => setEditing({ type })}>
                        <PlusIcon aria-hidden />
                        {t(`categories.addOf.${type}`)}
                      </Button>
                    ) : null}
                  </div>
                  {ofType.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{t('categories.empty')}</p>
                  ) : (
                    <ul className="grid gap-1" aria-label={t(`categories.lists.${type}`)}>
                      {ofType.map((category) => (
                        <li key={category.id} className="flex items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-accent/60">
                          <span
                            aria-hidden
                            className="flex size-8 shrink-0 items-center justify-center rounded-full"
                            style={{ color: category.color, backgroundColor: `color-mix(in srgb, ${category.color} 14%, transparent)` }}
                          >
                            <CustomCategoryGlyph icon={category.icon} className="size-4" />
                          </span>
                          <span className="min-w-0 flex-1">
                            <bdi className="block truncate text-sm font-medium">{category.name}</bdi>
                            <span className="block text-xs text-muted-foreground">{t('categories.used', { count: category.transactionCount })}</span>
                          </span>
                          {isPremium ? (
                            <>
                              <Button size="icon-sm" variant="ghost" aria-label={t('categories.editNamed', { name: category.name })} onClick={() => setEditing({ category, type })}>
                                <PencilIcon aria-hidden />
                              </Button>
                              <Button size="icon-sm" variant="ghost" aria-label={t('categories.deleteNamed', { name: category.name })} onClick={() => setDeleting(category)}>
                                <Trash2Icon aria-hidden />
                              </Button>
                            </>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </QueryState>
      <CategoryDialog
        open={editing !== null}
        category={editing?.category}
        defaultType={editing?.type ?? 'expense'}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
      />
      <DeleteCategoryDialog category={deleting} onClose={() => setDeleting(null)} />
    </SettingsSection>
  );
}
