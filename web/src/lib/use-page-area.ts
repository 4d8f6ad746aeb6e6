import { type Area, demoBoutique } from '@bridal/shared/web/page-paths';
import { useLocation } from 'react-router-dom';

/** Which part of the app a page is in: the admin's or the consultants' area, and whether it is the demo's. */
interface PageArea {
  area: Area;
  /** The demo boutique's read-only page (/admin/demo/..., /consultant/demo/..., /consultant?boutique=demo, /subscription-settings/demo). */
  demo: boolean;
}

/**
 * Reads the area from the address: /consultant/... is the consultants', any other page the
 * admin's (/admin/..., /subscription-settings/...); the boutique segment 'demo' or ?boutique=demo
 * marks the demo.
 */
export function pageAreaOf(pathname: string, search = ''): PageArea {
  const [, first, second] = pathname.split('/');
  return {
    area: first === 'consultant' ? 'consultant' : 'admin',
    demo: second === demoBoutique || new URLSearchParams(search).get('boutique') === demoBoutique,
  };
}

/** The area (admin, consultant) of the page shown, and whether it is the demo's. */
export function usePageArea(): PageArea {
  const { pathname, search } = useLocation();
  return pageAreaOf(pathname, search);
}
