import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/lib/paths';
import { LogoMark } from '@/components/logo';
import { CryptoWidgetLoading } from './crypto-widget-frame';
import { navGroups } from './nav-items';
import { SidebarUserFooter } from './sidebar-user-footer';

// Its own small chunk, fetched after the shell paints; the placeholder stands in meanwhile.
const CryptoPriceWidget = lazy(() => import('./crypto-price-widget').then((module) => ({ default: module.CryptoPriceWidget })));

export function AppSidebar() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { setOpenMobile } = useSidebar();
  const closeOnPhone = () => setOpenMobile(false);

  return (
    <Sidebar mobileTitle={t('layout.navigation')} mobileDescription={t('layout.navigationDescription')}>
      <SidebarHeader className="h-16 justify-center px-3 group-data-[collapsible=icon]:px-2">
        <Link href={paths.dashboard} onClick={closeOnPhone} className="flex items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring">
          <LogoMark className="size-8" />
          <span className="truncate text-lg font-bold tracking-tight group-data-[collapsible=icon]:hidden">{t('common.appName')}</span>
        </Link>
      </SidebarHeader>
      <SidebarSeparator />

      <SidebarContent className="py-2">
        <nav aria-label={t('layout.navigation')}>
          {navGroups.map((group) => (
            <SidebarGroup key={group.key}>
              <SidebarGroupLabel>{t(`nav.groups.${group.key}`)}</SidebarGroupLabel>
              <SidebarMenu>
                {group.items.map((item) => {
                  const active = location === item.path;
                  const title = t(`nav.items.${item.key}.title`);
                  return (
                    <SidebarMenuItem key={item.key}>
                      <SidebarMenuButton asChild isActive={active} tooltip={{ title, description: t(`nav.items.${item.key}.description`) }}>
                        <Link href={item.path} data-testid={item.testId} aria-current={active ? 'page' : undefined} onClick={closeOnPhone}>
                          <item.icon aria-hidden />
                          <span>{title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </SidebarGroup>
          ))}
        </nav>
        <div className="mt-auto pt-2">
          <Suspense fallback={<CryptoWidgetLoading />}>
            <CryptoPriceWidget />
          </Suspense>
        </div>
      </SidebarContent>

      <SidebarSeparator />
      <SidebarFooter className="p-3 group-data-[collapsible=icon]:p-2">
        <SidebarUserFooter />
      </SidebarFooter>
    </Sidebar>
  );
}
