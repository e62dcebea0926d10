import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutPlanId, Invoice } from '@domain/billing';
import type { SubscriptionState } from '@domain/plans';
import { apiRequest } from '@/lib/api-request';
import { leaveApp } from '@/lib/leave-app';

export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};

/** After a checkout, Stripe's confirmation can reach the server a moment after the user: ask again for a while. */
const confirmationPollMs = 1000;
const confirmationPolls = 30;

export function useSubscription({ awaitingCheckout = false }: { awaitingCheckout?: boolean } = {}) {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: () => apiRequest<SubscriptionState>('GET', '/api/subscription'),
    refetchInterval: (query) =>
      awaitingCheckout && query.state.data?.plan !== 'premium' && query.state.dataUpdateCount < confirmationPolls ? confirmationPollMs : false,
  });
}

export function useInvoices() {
  return useQuery({ queryKey: billingKeys.invoices(), queryFn: () => apiRequest<Invoice[]>('GET', '/api/billing/invoices') });
}

/** Leaves the app for a page Stripe hosts (checkout or the billing portal). */
function goTo({ url }: { url: string }) {
  leaveApp(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (planId: CheckoutPlanId) => apiRequest<{ url: string }>('POST', '/api/checkout', { planId }),
    onSuccess: goTo,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>('POST', '/api/billing/portal'),
    onSuccess: goTo,
  });
}
