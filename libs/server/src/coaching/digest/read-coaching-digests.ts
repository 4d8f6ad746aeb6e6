import type {
  CoachingDigest,
  CoachingDigestList,
  CoachingDigestWeek,
  DigestKind,
} from '@bridal/shared/coaching/digest';
import { digestMessages } from '@bridal/shared/coaching/digest';
import { rolesOf, type StoredRole } from '../../auth/role-mapping';
import type { Queryable } from '../../db/queryable';
import { isUuid } from '../../db/is-uuid';
import { AppError } from '../../errors/app-error';

/** Who asks: a digest is hers, or the team's for the owner and admins. */
export interface DigestReader {
  boutiqueId: number;
  userId: string;
  role: StoredRole;
}

/** How many weeks the list goes back. */
const listedWeeks = 52;

const isAdmin = (reader: DigestReader) => rolesOf(reader.role).userType === 'admin';

const columns = (sql: Queryable) => sql`
  id, kind, to_char(week_start, 'YYYY-MM-DD') AS week_start, facts, content, written_by, mail_status, created_at`;

type DigestRow = Omit<CoachingDigest, 'createdAt'> & { createdAt: Date; userId: string };

const toDigest = ({ createdAt, userId: _userId, ...row }: DigestRow): CoachingDigest => ({
  ...row,
  createdAt: createdAt.toISOString(),
});

/**
 * The signed-in person's digests of a kind, newest first: the weeks (a year of them) and the
 * latest whole. The team's are the owner's and admins' only.
 */
export async function listCoachingDigests(
  sql: Queryable,
  reader: DigestReader,
  kind: DigestKind,
): Promise<CoachingDigestList> {
  if (kind === 'team' && !isAdmin(reader)) throw new AppError('FORBIDDEN', digestMessages.teamOnly);
  const weeks = await sql<CoachingDigestWeek[]>`
    SELECT id, kind, to_char(week_start, 'YYYY-MM-DD') AS week_start, content->>'subject' AS subject
    FROM coaching_digests
    WHERE boutique_id = ${reader.boutiqueId} AND user_id = ${reader.userId} AND kind = ${kind}
    ORDER BY week_start DESC
    LIMIT ${listedWeeks}`;
  const latest = weeks[0] ? await readCoachingDigest(sql, reader, weeks[0].id) : null;
  return { weeks, latest };
}

/**
 * One digest of the reader's boutique (another boutique's is not found): her own, or for the owner
 * and admins any of the boutique's (a consultant's, to prepare a conversation). A consultant is
 * refused the team's, and does not see another consultant's.
 */
export async function readCoachingDigest(
  sql: Queryable,
  reader: DigestReader,
  digestId: string,
): Promise<CoachingDigest> {
  const notFound = new AppError('NOT_FOUND', digestMessages.notFound);
  if (!isUuid(digestId)) throw notFound;
  const [row] = await sql<DigestRow[]>`
    SELECT ${columns(sql)}, user_id FROM coaching_digests WHERE id = ${digestId} AND boutique_id = ${reader.boutiqueId}`;
  if (!row) throw notFound;
  if (isAdmin(reader) || row.userId === reader.userId) return toDigest(row);
  if (row.kind === 'team') throw new AppError('FORBIDDEN', digestMessages.teamOnly);
  throw notFound;
}
