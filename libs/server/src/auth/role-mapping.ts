import type { SessionInfo, UserRole, UserType } from '@bridal/shared/accounts/account-types';

export type StoredRole = 'owner' | 'admin' | 'consultant';

export interface AccountRow {
  userId: string;
  email: string;
  name: string;
  role: StoredRole;
  boutiqueId: number;
  boutiqueName: string;
  emailConfirmed: boolean;
}

/** The userRole/userType pair the API answers for a stored role. */
export function rolesOf(role: StoredRole): { userRole: UserRole; userType: UserType } {
  if (role === 'owner') return { userRole: 'boutique_owner', userType: 'admin' };
  if (role === 'admin') return { userRole: 'admin', userType: 'admin' };
  return { userRole: 'consultant', userType: 'consultant' };
}

export function toSessionInfo(account: AccountRow): SessionInfo {
  const { userRole, userType } = rolesOf(account.role);
  return {
    boutiqueId: account.boutiqueId,
    boutiqueName: account.boutiqueName,
    userRole,
    userType,
    ...(userType === 'consultant' ? { consultantId: account.userId } : {}),
    userName: account.name,
    email: account.email,
    emailConfirmed: account.emailConfirmed,
  };
}
