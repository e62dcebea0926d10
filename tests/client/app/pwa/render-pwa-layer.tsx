import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PwaLayer } from '@/app/pwa/pwa-layer';

export function renderPwaLayer(queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <PwaLayer />
    </QueryClientProvider>,
  );
}
