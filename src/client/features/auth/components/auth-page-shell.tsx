import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';

/** The frame of the pages a mailed link or a forgotten password leads to: reachable signed out, on any screen size. */
export function AuthPageShell({ title, description, children, testId }: { title: string; description?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-md items-center px-4 sm:px-6">
          <Link href={paths.dashboard} className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12" data-testid={testId}>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </main>
    </div>
  );
}

/** The token a mailed link carries in `?token=`; empty when it has none. */
export function tokenFromSearch(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}
