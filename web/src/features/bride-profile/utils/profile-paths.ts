import { type Area, paths } from '@bridal/shared/web/page-paths';

/** Where a profile's back link goes: the dashboard it was opened from. */
export function dashboardPathFor(area: Area, boutiqueId: string | undefined): string {
  // The demo profiles (/admin/demo/client/..., /consultant/demo/client/...) go back to the demo.
  if (!boutiqueId) return paths.demo.consultantDashboard();
  return paths.dashboard(area, boutiqueId);
}
