import type { SignupRequest } from '@bridal/shared/validation/signup-schema';
import { hashPassword } from '../auth/password-hashing';
import type { Sql } from '../db/create-sql';
import { defaultTimeZone } from '@bridal/shared/appointments/boutique-settings';
import { freeWeekendEnd } from './free-weekend';
import { isEmailTakenError } from './is-email-taken-error';
import { chooseSlug, slugify } from './make-boutique-slug';

export interface SignUpBoutiqueOptions {
  sql: Sql;
  request: SignupRequest;
  /** When she signs up (her free weekend runs from it); the clock by default. */
  now?: Date;
}

export type SignedUpBoutique =
  | { outcome: 'created'; boutiqueId: number; boutiqueName: string; slug: string; ownerId: string }
  /** The address already has an account (its user): nothing is made. */
  | { outcome: 'taken'; userId: string };

const findUser = async (sql: Sql, email: string) =>
  (await sql<{ id: string }[]>`SELECT id FROM users WHERE lower(email) = lower(${email})`)[0];

/**
 * Creates a boutique and its owner account in one transaction, or answers that the address has an
 * account. The password is hashed either way, first, so both take about as long.
 */
export async function signUpBoutique({ sql, request, now }: SignUpBoutiqueOptions): Promise<SignedUpBoutique> {
  const passwordHash = await hashPassword(request.password);
  const signedUpAt = now ?? new Date();
  try {
    return await sql.begin(async (tx): Promise<SignedUpBoutique> => {
      const [existing] = await tx<{ id: string }[]>`SELECT id FROM users WHERE lower(email) = lower(${request.email})`;
      if (existing) return { outcome: 'taken', userId: existing.id };
      // Serialises slug choice between two sign-ups of the same name.
      await tx`SELECT pg_advisory_xact_lock(hashtext(${slugify(request.boutiqueName)}))`;
      const takenRows = await tx<{ slug: string }[]>`
        SELECT slug FROM boutiques WHERE slug LIKE ${`${slugify(request.boutiqueName)}%`}`;
      const slug = chooseSlug(request.boutiqueName, new Set(takenRows.map((row) => row.slug)));
      // Her free weekend starts now and ends after the coming Sunday, in her boutique's zone.
      const trialEndsAt = freeWeekendEnd(signedUpAt, request.timeZone || defaultTimeZone);
      const [boutique] = await tx<{ id: number }[]>`
        INSERT INTO boutiques (slug, name, address, phone, consultant_seats, time_zone, created_at, trial_ends_at)
        VALUES (${slug}, ${request.boutiqueName}, ${request.address}, ${request.phone}, ${request.consultantSeats},
                ${request.timeZone ? tx`${request.timeZone}` : tx`DEFAULT`}, ${signedUpAt}, ${trialEndsAt})
        RETURNING id`;
      const [owner] = await tx<{ id: string }[]>`
        INSERT INTO users (boutique_id, email, name, phone, password_hash, role, status)
        VALUES (${boutique!.id}, ${request.email}, ${request.name}, ${request.phone}, ${passwordHash}, 'owner', 'active')
        RETURNING id`;
      return {
        outcome: 'created',
        boutiqueId: boutique!.id,
        boutiqueName: request.boutiqueName,
        slug,
        ownerId: owner!.id,
      };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same instant: the unique index decides.
    const user = isEmailTakenError(error) ? await findUser(sql, request.email) : undefined;
    if (user) return { outcome: 'taken', userId: user.id };
    throw error;
  }
}
