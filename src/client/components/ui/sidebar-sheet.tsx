import type { CSSProperties, ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';
import { sidebarWidthMobile } from './sidebar-width';

interface SidebarSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}

/** The sidebar on phones: an off-canvas drawer from the start side, loaded the first time it opens. */
export function SidebarSheet({ open, onOpenChange, title, description, children }: SidebarSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="start"
        data-slot="sidebar"
        data-mobile="true"
        className="w-(--sidebar-width) max-w-[85vw] gap-0 bg-sidebar p-0 text-sidebar-foreground"
        style={{ '--sidebar-width': sidebarWidthMobile } as CSSProperties}
      >
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        <div className="flex h-full w-full flex-col pt-safe pb-safe">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
