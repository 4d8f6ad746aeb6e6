import type { UserType } from '@bridal/shared/accounts/account-types';
import { type Area, fillPattern, pagePatterns, paths } from '@bridal/shared/web/page-paths';

/** One entry of the signed-in navigation: its words, its page, and the other addresses of that page. */
export interface AppNavItem {
  label: string;
  to: string;
  /** Other addresses of the same page (the dashboard's second address). */
  aliases?: readonly string[];
  /** The start of the addresses of its sub-pages (a bride's profile, follow-ups and appointment under Brides). */
  within?: string;
}

/**
 * The pages a signed-in user moves between, in the order the bar shows them: both roles have the
 * dashboard, brides, schedule, reports, follow-ups and weekly coaching of their own area; admins also the
 * inventory, the team and the boutique's settings (the pages a consultant may not open).
 */
export function appNavItems(userType: UserType, boutiqueId: number): AppNavItem[] {
  const area: Area = userType === 'admin' ? 'admin' : 'consultant';
  const dashboard = paths.dashboard(area, boutiqueId);
  const shared: AppNavItem[] = [
    { label: 'Dashboard', to: dashboard, aliases: [fillPattern(pagePatterns.dashboardAlias, { area, boutiqueId })] },
    { label: 'Brides', to: paths.allBrides(area, boutiqueId), within: paths.brideProfile(area, boutiqueId, '') },
    { label: 'Schedule', to: paths.schedule(area, boutiqueId) },
    { label: 'Reports', to: paths.reports(area, boutiqueId) },
    // Not 'Follow-ups': that is the link from a bride's profile to her own.
    { label: 'Follow-ups due', to: paths.followUpsDue(area, boutiqueId) },
    { label: 'Coaching', to: paths.coaching(area, boutiqueId) },
  ];
  if (area !== 'admin') return shared;
  return [
    ...shared,
    { label: 'Inventory', to: paths.inventory(boutiqueId) },
    { label: 'Team', to: paths.consultants(boutiqueId) },
    { label: 'Settings', to: paths.boutiqueSettings(boutiqueId) },
  ];
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The item is this very page (by either of its addresses), not one of its sub-pages. */
export const isItsPage = (item: AppNavItem, pathname: string) => {
  const path = withoutTrailingSlash(pathname);
  return item.to === path || (item.aliases?.includes(path) ?? false);
};

/** The item of the page shown, if the page is one of the navigation's or one of its sub-pages. */
export function currentNavItem(items: readonly AppNavItem[], pathname: string): AppNavItem | undefined {
  const path = withoutTrailingSlash(pathname);
  return items.find((item) => isItsPage(item, path) || (item.within !== undefined && path.startsWith(item.within)));
}
