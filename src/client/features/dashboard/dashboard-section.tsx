import type { ReactNode } from 'react';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface DashboardSectionProps {
  title: string;
  description?: string;
  link?: { href: string; label: string };
  children: ReactNode;
  className?: string;
  testId?: string;
}

export function DashboardSection({ title, description, link, children, className, testId }: DashboardSectionProps) {
  return (
    <Card className={cn('gap-2', className)} data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {link ? (
          <CardAction>
            <Link
              href={link.href}
              className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {link.label}
              <ArrowRightIcon className="size-3.5 rtl:-scale-x-100" aria-hidden />
            </Link>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}
