import { ExternalLinkIcon, ReceiptTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@domain/shared/currencies';
import type { Invoice } from '@domain/billing/billing';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/layout/empty-state';
import { QueryState } from '@/components/query-state';
import type { Format } from '@/lib/format';
import { useFormat } from '@/lib/use-format';
import { useInvoices } from './api';

const knownStatuses = ['paid', 'open', 'void', 'uncollectible', 'draft'];

function InvoiceRow({ invoice, format }: { invoice: Invoice; format: Format }) {
  const { t } = useTranslation();
  const amount = isCurrencyCode(invoice.currency) ? format.money(invoice.amount, invoice.currency) : `${invoice.amount} ${invoice.currency}`;
  const status = knownStatuses.includes(invoice.status) ? t(`billing.invoiceStatus.${invoice.status}`) : invoice.status;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3" data-testid="invoice">
      <span className="text-sm">{format.date(invoice.date)}</span>
      <span className="flex items-center gap-3">
        <span className="font-medium tabular-nums" data-money>
          {amount}
        </span>
        <Badge variant={invoice.status === 'paid' ? 'success' : 'outline'}>{status}</Badge>
        {invoice.hostedInvoiceUrl ? (
          <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline">
            {t('billing.viewInvoice')}
            <ExternalLinkIcon className="size-3.5" aria-hidden />
          </a>
        ) : null}
      </span>
    </li>
  );
}

/** Invoices from Stripe, newest first, with an honest empty state. */
export function BillingHistory() {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const format = useFormat();
  return (
    <Card className="gap-2" data-testid="billing-history">
      <CardHeader>
        <CardTitle>{t('pages.subscription.billingTitle')}</CardTitle>
        <CardDescription>{t('pages.subscription.billingDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={invoices}
          skeleton={<Skeleton className="h-12 w-full" />}
          errorTitle={t('billing.invoicesFailed')}
          errorTestId="invoices-error"
          empty={{
            when: (list) => list.length === 0,
            show: <EmptyState size="sm" icon={ReceiptTextIcon} title={t('pages.subscription.emptyTitle')} description={t('pages.subscription.emptyDescription')} />,
          }}
        >
          {(list) => (
            <ul className="divide-y">
              {list.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} format={format} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
