import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { PanelLeftIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useIsMobile } from '@/lib/use-mobile';
import { Hint } from './hint';

export const sidebarCookieName = 'sidebar_state';
export const sidebarCookieMaxAge = 60 * 60 * 24 * 7;
export const sidebarWidth = '16rem';
export { sidebarWidthMobile } from './sidebar-width';
export const sidebarWidthIcon = '3rem';
export const sidebarTooltipDelay = 300;
const toggleKey = 'b';

/** The saved expanded/collapsed state, or null when there is no (valid) cookie. */
export function readSidebarCookie(): boolean | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${sidebarCookieName}=`));
  const value = entry?.slice(sidebarCookieName.length + 1);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function writeSidebarCookie(open: boolean): void {
  document.cookie = `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAge}`;
}

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}

type SidebarProviderProps = ComponentProps<'div'> & { defaultOpen?: boolean };

export function SidebarProvider({ defaultOpen = true, className, style, children, ...props }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === toggleKey && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({ state: open ? 'expanded' : 'collapsed', open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={{ '--sidebar-width': sidebarWidth, '--sidebar-width-icon': sidebarWidthIcon, ...style } as CSSProperties}
        className={cn('group/sidebar-wrapper flex min-h-dvh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

type SidebarProps = ComponentProps<'div'> & { mobileTitle: string; mobileDescription: string };

const SidebarSheet = lazy(() => import('./sidebar-sheet').then((module) => ({ default: module.SidebarSheet })));

/** Fixed rail on wide screens (collapsing to icons); an off-canvas drawer from the start side on phones, loaded when first opened. */
export function Sidebar({ className, children, mobileTitle, mobileDescription, ...props }: SidebarProps) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const [sheetUsed, setSheetUsed] = useState(false);
  if (isMobile && openMobile && !sheetUsed) setSheetUsed(true);

  if (isMobile) {
    if (!sheetUsed) return null;
    return (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} title={mobileTitle} description={mobileDescription}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }

  return (
    <div className="group peer hidden text-sidebar-foreground md:block" data-state={state} data-collapsible={state === 'collapsed' ? 'icon' : ''} data-slot="sidebar">
      <div aria-hidden className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div
        className={cn(
          'fixed inset-y-0 start-0 z-10 hidden h-dvh w-(--sidebar-width) border-e border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear md:flex',
          'group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-slot="sidebar-inner" className="flex h-full w-full flex-col">
          {children}
        </div>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, label, ...props }: ComponentProps<'button'> & { label?: string }) {
  const { toggleSidebar } = useSidebar();
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon className="size-5 rtl:-scale-x-100" aria-hidden />
      <span className="sr-only">{label ?? t('layout.toggleSidebar')}</span>
    </button>
  );
}

/** The column beside the sidebar; not itself the main landmark, as it also holds the header and the phone's tab bar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-inset" className={cn('relative flex min-h-dvh min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-content" className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden', className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('relative flex w-full min-w-0 flex-col px-2 py-1', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-7 shrink-0 items-center px-2 text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase transition-[margin,opacity] duration-200',
        'group-data-[collapsible=icon]:pointer-events-none group-data-[collapsible=icon]:-mt-7 group-data-[collapsible=icon]:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('group/menu-item relative', className)} {...props} />;
}

export const sidebarMenuButtonClasses =
  'peer/menu-button flex h-8 w-full items-center gap-3 overflow-hidden rounded-lg px-2.5 text-start text-sm font-medium text-sidebar-foreground/80 outline-none transition-[width,height,padding,background-color,color] ' +
  'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring ' +
  'data-[active=true]:bg-sidebar-primary data-[active=true]:text-sidebar-primary-foreground data-[active=true]:shadow-sm ' +
  'group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! group-data-[collapsible=icon]:gap-0 ' +
  '[&>span:last-child]:truncate [&>svg]:size-[1.125rem] [&>svg]:shrink-0';

type SidebarMenuButtonProps = ComponentProps<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown on hover; when the rail is collapsed the label is added so icons stay identifiable. */
  tooltip?: { title: string; description: string };
};

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { state, isMobile } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = <Component data-slot="sidebar-menu-button" data-active={isActive} className={cn(sidebarMenuButtonClasses, className)} {...props} />;
  if (!tooltip || isMobile) return button;
  const content = (
    <>
      {state === 'collapsed' ? <span className="block font-semibold">{tooltip.title}</span> : null}
      <span className="block opacity-90">{tooltip.description}</span>
    </>
  );
  return (
    <Hint side="end" delay={sidebarTooltipDelay} content={content}>
      {button}
    </Hint>
  );
}

export function SidebarSeparator({ className }: { className?: string }): ReactNode {
  return <div role="none" data-slot="sidebar-separator" className={cn('mx-2 h-px bg-sidebar-border', className)} />;
}
