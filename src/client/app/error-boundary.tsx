import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HouseIcon, RotateCcwIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { translateMessage } from '@/lib/translate-message';

interface ErrorFallbackProps {
  error: Error;
  onReset: () => void;
}

function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <div role="alert" className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlertIcon className="size-6" aria-hidden />
        </span>
        <div className="space-y-2">
          <h2 className="text-xl font-semibold">{t('errorBoundary.title')}</h2>
          <p className="text-sm break-words text-muted-foreground">{translateMessage(t, error.message) || t('errorBoundary.fallbackMessage')}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={onReset}>
            <RotateCcwIcon aria-hidden />
            {t('errorBoundary.tryAgain')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              navigate(paths.dashboard);
              onReset();
            }}
          >
            <HouseIcon aria-hidden />
            {t('errorBoundary.goHome')}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches a crashing screen so the rest of the app (sidebar, navigation) keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(typeof error === 'string' ? error : '') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen crashed', error, info.componentStack);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
