import { ReceiptTextIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/layout/empty-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { PricingPlans } from '@/components/pricing-plans';
import { checkoutLink } from '@/lib/paths';

export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('pages.subscription.title')} description={t('pages.subscription.description')} />
      <PricingPlans
        renderAction={(plan, billing) =>
          plan === 'premium' ? (
            <Button asChild size="lg">
              <Link href={checkoutLink(plan, billing)}>{t('pages.subscription.upgrade')}</Link>
            </Button>
          ) : null
        }
      />
      <Card className="gap-2">
        <CardHeader>
          <CardTitle>{t('pages.subscription.billingTitle')}</CardTitle>
          <CardDescription>{t('pages.subscription.billingDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EmptyState
            size="sm"
            icon={ReceiptTextIcon}
            title={t('pages.subscription.emptyTitle')}
            description={t('pages.subscription.emptyDescription')}
          />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
