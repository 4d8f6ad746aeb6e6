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

export function saveSessionHints(session: SessionInfo): void {
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
