import { useState, type ComponentProps } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { categoriesByType, isCustomCategoryKey, type TransactionType } from '@domain/categories/categories';
import type { Goal } from '@domain/goals/goals';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { formatMoney } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { paths } from '@/lib/paths';
import { useTransactionLabels } from '@/lib/transaction-labels';
import { CategoryIcon } from '@/components/category-icon';
import { customCategoriesIn, useCategoryList } from '@/lib/use-categories';

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'children'>;

interface ChoiceProps extends TriggerProps {
  value: string;
  onValueChange: (value: string) => void;
}

export function CategorySelect({ transactionType: type, value, onValueChange, ...trigger }: ChoiceProps & { transactionType: TransactionType }) {
  const { t } = useTranslation();
  const labels = useTransactionLabels();
  const [open, setOpen] = useState(false);
  // The user's own categories are fetched when the list opens or an edited transaction uses one.
  const { data } = useCategoryList({ enabled: open || isCustomCategoryKey(value) });
  const custom = customCategoriesIn(data).filter((category) => category.type === type);
  return (
    <Select value={value} onValueChange={onValueChange} onOpenChange={setOpen}>
      <SelectTrigger data-testid="transaction-category" {...trigger}>
        <SelectValue placeholder={t('transactions.form.categoryPlaceholder')} />
      </SelectTrigger>
      <SelectContent>
        {[...categoriesByType[type], ...custom.map((category) => category.key)].map((category) => (
          <SelectItem key={category} value={category}>
            <CategoryIcon category={category} type={type} size="sm" className="size-6 [&_svg]:size-3.5" />
            {labels.category(category)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function DestinationSelect({ options, placeholder, value, onValueChange, ...trigger }: ChoiceProps & { options: readonly string[]; placeholder: string }) {
  const labels = useTransactionLabels();
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger data-testid="transaction-destination" {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((destination) => (
          <SelectItem key={destination} value={destination}>
            {labels.destination(destination)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A goal option reads "title (current / target)" so the user sees how far each goal has come;
 * a goal someone shared also names its owner.
 */
export function goalOptionLabel(goal: Goal, locale: string): { title: string; amounts: string; owner: string | null } {
  const current = formatMoney(goal.currentAmount, goal.currency, locale);
  const target = formatMoney(goal.targetAmount, goal.currency, locale);
  const owner = goal.isOwner ? null : `${goal.owner.firstName} ${goal.owner.lastName}`.trim();
  return { title: goal.title, amounts: `${current} / ${target}`, owner };
}

interface GoalSelectProps extends ChoiceProps {
  goals: readonly Goal[];
  loading: boolean;
  /** Called when the user follows the link to create a goal, so a drawer around the form can close. */
  onLeave?: () => void;
}

export function GoalSelect({ goals, loading, onLeave, value, onValueChange, ...trigger }: GoalSelectProps) {
  const { t } = useTranslation();
  const { numberLocale } = useFormat();
  const empty = !loading && goals.length === 0;
  const placeholder = loading ? t('common.loading') : empty ? t('transactions.form.noActiveGoals') : t('transactions.form.goalPlaceholder');
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger data-testid="transaction-goal" {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {goals.map((goal) => {
          const label = goalOptionLabel(goal, numberLocale);
          return (
            <SelectItem key={goal.id} value={goal.id}>
              <span className="font-medium">{label.title}</span>
              {label.owner ? <span className="text-muted-foreground">· {t('goalSharing.ownersGoal', { name: label.owner })}</span> : null}
              <span className="text-muted-foreground tabular-nums">({label.amounts})</span>
            </SelectItem>
          );
        })}
        {empty ? (
          <div className="grid gap-2 p-3 text-sm">
            <p className="text-muted-foreground">{t('transactions.form.noActiveGoalsHint')}</p>
            <Link href={paths.financialGoals} onClick={onLeave} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
              {t('transactions.form.createGoal')}
              <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden />
            </Link>
          </div>
        ) : null}
      </SelectContent>
    </Select>
  );
}
