import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { BootSpinner } from '@/components/layout/full-screen-spinner';
import { initI18n } from '@/lib/i18n';
import './styles/index.css';

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The outer Suspense covers the first paint while a non-English catalogue is still downloading.
createRoot(container).render(
  <StrictMode>
    <Suspense fallback={<BootSpinner />}>
      <App />
    </Suspense>
  </StrictMode>,
);
