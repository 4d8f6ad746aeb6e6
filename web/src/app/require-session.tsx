import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { AppShell } from '../components/layout/app-shell';
import { PageLoader } from '../components/layout/page-loader';
import { notify } from '../lib/notify';
import { homePathFor, rememberIntendedDestination, takeSignedOutByUser } from '../lib/session-hints';
import { useSession } from '../lib/use-session';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * Guards the admin and consultant routes: no session sends the user to /login (and back here
 * afterwards); another boutique's id sends them to their own dashboard.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, isLoading } = useSession();
  const { boutiqueId } = useParams();
  const location = useLocation();
  const notified = useRef(false);

  const wrongBoutique = session !== null && boutiqueId !== undefined && boutiqueId !== String(session.boutiqueId);

  useEffect(() => {
    if (isLoading || notified.current) return;
    if (!session) {
      notified.current = true;
      // Her own sign-out already said 'Logged out'; the page she left is not one to come back to.
      if (takeSignedOutByUser()) return;
      rememberIntendedDestination(location.pathname + location.search);
      notify('error', 'Authentication Required', 'Please log in to access the consultant dashboard.');
    } else if (wrongBoutique) {
      notified.current = true;
      notify('error', 'Access Denied', "You can only access your own boutique's dashboard.");
    }
  }, [isLoading, session, wrongBoutique, location]);

  if (isLoading) return <PageLoader />;
  if (!session) return <Navigate to={paths.login} replace />;
  if (wrongBoutique) return <Navigate to={homePathFor(session)} replace />;
  return <>{children}</>;
}

/** /admin and /consultant without an id go to the user's own boutique. */
export function RedirectToOwnBoutique({ area }: { area: 'admin' | 'consultant' }) {
  const { session } = useSession();
  if (!session) return <PageLoader />;
  const home =
    area === 'admin' && session.userType === 'admin'
      ? paths.dashboard('admin', session.boutiqueId)
      : homePathFor(session);
  return <Navigate to={home} replace />;
}

/**
 * An admins' page in the app's shell: a consultant who follows an admin link is sent to her own
 * dashboard.
 */
export function AdminPage({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const { session } = useSession();
  if (!session) return <PageLoader />;
  if (session.userType !== 'admin') return <Navigate to={homePathFor(session)} replace />;
  return <AppShell>{children(session)}</AppShell>;
}

/** A page for any signed-in user of the boutique, in the app's shell. */
export function SignedInPage({ children }: { children: (session: SessionInfo) => ReactNode }) {
  const { session } = useSession();
  if (!session) return <PageLoader />;
  return <AppShell>{children(session)}</AppShell>;
}
