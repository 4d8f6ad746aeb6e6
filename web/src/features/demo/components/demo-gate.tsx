import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasDemoAccess } from '../../../lib/demo-access';
import { paths } from '@bridal/shared/web/page-paths';

/** The demo opens only after the trial sign-up; anyone else goes to /trial-signup. */
export function DemoGate({ children }: { children: ReactNode }) {
  if (!hasDemoAccess()) return <Navigate to={paths.trialSignup} replace />;
  return <>{children}</>;
}
