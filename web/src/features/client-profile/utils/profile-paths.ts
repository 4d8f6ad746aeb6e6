/** Where a profile's back link goes: the dashboard it was opened from. */
export function dashboardPathFor(pathname: string, boutiqueId: string | undefined): string {
  const area = pathname.startsWith('/consultant') ? 'consultant' : 'admin';
  // The demo profiles (/admin/demo/client/..., /consultant/demo/client/...) go back to the demo.
  if (!boutiqueId) return '/consultant?boutique=demo';
  return `/${area}/${boutiqueId}`;
}
