import { paths } from '@bridal/shared/web/page-paths';

/** Where a profile's back link goes: the dashboard it was opened from. */
export function dashboardPathFor(pathname: string, boutiqueId: string | undefined): string {
  const area = pathname.startsWith(paths.area('consultant')) ? 'consultant' : 'admin';
  // The demo profiles (/admin/demo/client/..., /consultant/demo/client/...) go back to the demo.
  if (!boutiqueId) return paths.demo.consultantDashboard();
  return paths.dashboard(area, boutiqueId);
}
