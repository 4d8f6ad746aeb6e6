import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { AccountStatus } from '@bridal/shared/accounts/account-types';
import type { StoredRole } from '../../auth/role-mapping';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

export interface TeamMember {
  id: string;
  name: string;
  role: StoredRole;
  status: AccountStatus;
  coachingGoals: string;
}

/** Who asks: her id, and whether she is one of the boutique's admins. */
export interface GoalReader {
  userId: string;
  isAdmin: boolean;
}

/** The boutique's team, by name. */
export function readTeamMembers(sql: Queryable, boutiqueId: number) {
  return sql<TeamMember[]>`
    SELECT id, name, role, status, coaching_goals FROM users WHERE boutique_id = ${boutiqueId} ORDER BY lower(name), id`;
}

/** A member of the boutique's team (404 for anyone else's, as for no one). */
export async function findTeamMember(sql: Queryable, boutiqueId: number, userId: string): Promise<TeamMember> {
  const [member] = await sql<TeamMember[]>`
    SELECT id, name, role, status, coaching_goals FROM users WHERE id = ${userId} AND boutique_id = ${boutiqueId}`;
  if (!member) throw new AppError('NOT_FOUND', consultantMessages.notFound);
  return member;
}

/** A member whose goals the reader may see: an admin sees anyone's, a consultant her own (403 for a colleague's). */
export async function findReadableMember(
  sql: Queryable,
  boutiqueId: number,
  userId: string,
  reader: GoalReader,
): Promise<TeamMember> {
  const member = await findTeamMember(sql, boutiqueId, userId);
  if (!reader.isAdmin && reader.userId !== member.id) throw new AppError('FORBIDDEN', goalMessages.ownOnly);
  return member;
}
