import { BanknoteIcon, CalendarDaysIcon, ReceiptIcon, TargetIcon, type LucideIcon } from 'lucide-react';
import type { CashFlowItemKind } from '@domain/cash-flow/cash-flow';
import { cn } from '@/lib/utils';

const looks: Record<CashFlowItemKind, { icon: LucideIcon; tone: string }> = {
  income: { icon: BanknoteIcon, tone: 'bg-success/15 text-success' },
  bill: { icon: ReceiptIcon, tone: 'bg-destructive/10 text-destructive' },
  event: { icon: CalendarDaysIcon, tone: 'bg-(--chart-4)/15 text-(--chart-4)' },
  goal: { icon: TargetIcon, tone: 'bg-primary/10 text-primary' },
};

export function KindIcon({ kind, className }: { kind: CashFlowItemKind; className?: string }) {
  const look = looks[kind];
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', look.tone, className)} aria-hidden>
      <look.icon className="size-4" />
    </span>
  );
}
