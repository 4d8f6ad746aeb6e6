import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * Non-secret routing hints kept in the browser after login. The server never trusts them and no
 * password or token is ever stored here: the session lives in an httpOnly cookie.
 */
const keys = {
  boutiqueId: 'boutiqueId',
  authBoutique: 'authBoutique',
  authBoutiqueId: 'authBoutiqueId',
  userRole: 'userRole',
  userType: 'userType',
  consultantId: 'consultantId',
  userEmail: 'userEmail',
} as const;

export const intendedDestinationKey = 'intendedDestination';

/** Set when she signs herself out, until she logs in again (this tab only). */
const signedOutByUserKey = 'signedOutByUser';

export function saveSessionHints(session: SessionInfo): void {
  sessionStorage.removeItem(signedOutByUserKey);
  localStorage.setItem(keys.boutiqueId, String(session.boutiqueId));
  localStorage.setItem(keys.authBoutiqueId, String(session.boutiqueId));
  localStorage.setItem(keys.authBoutique, session.boutiqueName);
  localStorage.setItem(keys.userRole, session.userRole);
  localStorage.setItem(keys.userType, session.userType);
  localStorage.setItem(keys.userEmail, session.email);
  if (session.consultantId) localStorage.setItem(keys.consultantId, session.consultantId);
  else localStorage.removeItem(keys.consultantId);
}

export function clearSessionHints(): void {
  for (const key of Object.values(keys)) localStorage.removeItem(key);
}

export function homePathFor(session: Pick<SessionInfo, 'boutiqueId' | 'userType'>): string {
  return paths.dashboard(session.userType, session.boutiqueId);
}

/** Takes (and clears) the page the user wanted before being sent to log in. */
export function takeIntendedDestination(): string | null {
  const destination = sessionStorage.getItem(intendedDestinationKey);
  sessionStorage.removeItem(intendedDestinationKey);
  return destination && destination.startsWith('/') && !destination.startsWith('//') ? destination : null;
}

export function rememberIntendedDestination(path: string): void {
  sessionStorage.setItem(intendedDestinationKey, path);
}

/**
 * Marked before her sign-out call: the dashboard's polls that then meet a 401, and the session
 * guard that sees the session gone, must read it as her own 'Logged out', not as an expired one.
 */
export function markSignedOutByUser(): void {
  sessionStorage.setItem(signedOutByUserKey, '1');
}

/** Whether the session ended by her own sign-out (cleared once read, and at her next login). */
export function takeSignedOutByUser(): boolean {
  const signedOut = sessionStorage.getItem(signedOutByUserKey) === '1';
  sessionStorage.removeItem(signedOutByUserKey);
  return signedOut;
}
