import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A page's placeholder cards while its data loads, announced once as loading. */
export function PageSkeleton({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}
