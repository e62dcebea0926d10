import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutPlanId } from '@domain/billing/billing';
import { apiClient } from '@/lib/api/client';
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
    queryFn: () => apiClient.get('/api/subscription'),
    refetchInterval: (query) => (awaitingCheckout && query.state.data?.plan !== 'premium' && query.state.dataUpdateCount < confirmationPolls ? confirmationPollMs : false),
  });
}

export function useInvoices() {
  return useQuery({ queryKey: billingKeys.invoices(), queryFn: () => apiClient.get('/api/billing/invoices') });
}

/** Leaves the app for a page Stripe hosts (checkout or the billing portal). */
function goTo({ url }: { url: string }) {
  leaveApp(url);
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (planId: CheckoutPlanId) => apiClient.post('/api/checkout', { body: { planId } }),
    onSuccess: goTo,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiClient.post('/api/billing/portal'),
    onSuccess: goTo,
  });
}
