import type { AccountStatus } from '@bridal/shared/accounts/account-types';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import type { StoredRole } from '../auth/role-mapping';
import type { Queryable } from '../db/queryable';

export interface ListConsultantsOptions {
  sql: Queryable;
  boutiqueId: number;
  /** Only this user (still only within the boutique). */
  userId?: string;
}

interface ConsultantRow {
  id: string;
  name: string;
  email: string | null;
  role: StoredRole;
  status: AccountStatus;
  coachingGoals: string;
  lastLoginAt: Date | null;
  invitedAt: Date | null;
  fromImport: boolean;
}

function toConsultant(row: ConsultantRow): Consultant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    accountStatus: row.status,
    status: row.status,
    role: row.role === 'consultant' ? 'consultant' : 'admin',
    coachingGoals: row.coachingGoals,
    lastLogin: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    invitedAt: row.invitedAt ? row.invitedAt.toISOString() : null,
    ...(row.fromImport && row.email === null ? { notYetInvited: true as const } : {}),
  };
}

/** The boutique's team: its admins (owner included) first, then its consultants, each by name. */
export async function listConsultants({ sql, boutiqueId, userId }: ListConsultantsOptions): Promise<Consultant[]> {
  const rows = await sql<ConsultantRow[]>`
    SELECT u.id, u.name, u.email, u.role, u.status, u.coaching_goals, u.last_login_at, u.from_import,
           CASE WHEN u.status = 'pending' THEN (
             SELECT max(i.created_at) FROM invitations i WHERE i.user_id = u.id AND i.accepted_at IS NULL
           ) END AS invited_at
    FROM users u
    WHERE u.boutique_id = ${boutiqueId} ${userId === undefined ? sql`` : sql`AND u.id = ${userId}`}
    ORDER BY u.role = 'consultant', lower(u.name), u.created_at, u.id`;
  return rows.map(toConsultant);
}
