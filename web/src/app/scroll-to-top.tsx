import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page scrolls to the top on each route change. Not on the first render: a pre-rendered
 * page may have been scrolled before the app hydrated it, or the browser restored the scroll
 * of a reload, and neither should jump back.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
