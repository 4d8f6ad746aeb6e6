import type { SignupRequest } from '@bridal/shared/validation/signup-schema';
import { hashPassword } from '../auth/password-hashing';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { chooseSlug, slugify } from './make-boutique-slug';

export const emailTakenMessage = 'An account with this email already exists. Please log in instead.';

export interface SignUpBoutiqueOptions {
  sql: Sql;
  request: SignupRequest;
}

export interface SignedUpBoutique {
  boutiqueId: number;
  boutiqueName: string;
  slug: string;
  ownerId: string;
}

/** Creates a boutique and its owner account in one transaction. */
export async function signUpBoutique({ sql, request }: SignUpBoutiqueOptions): Promise<SignedUpBoutique> {
  const passwordHash = await hashPassword(request.password);
  try {
    return await sql.begin(async (tx) => {
      const [existing] = await tx`SELECT 1 FROM users WHERE lower(email) = lower(${request.email})`;
      if (existing) throw new AppError('CONFLICT', emailTakenMessage);
      // Serialises slug choice between two sign-ups of the same name.
      await tx`SELECT pg_advisory_xact_lock(hashtext(${slugify(request.boutiqueName)}))`;
      const takenRows = await tx<{ slug: string }[]>`
        SELECT slug FROM boutiques WHERE slug LIKE ${`${slugify(request.boutiqueName)}%`}`;
      const slug = chooseSlug(request.boutiqueName, new Set(takenRows.map((row) => row.slug)));
      const [boutique] = await tx<{ id: number }[]>`
        INSERT INTO boutiques (slug, name, address, phone, consultant_seats, time_zone)
        VALUES (${slug}, ${request.boutiqueName}, ${request.address}, ${request.phone}, ${request.consultantSeats},
                ${request.timeZone ? tx`${request.timeZone}` : tx`DEFAULT`})
        RETURNING id`;
      const [owner] = await tx<{ id: string }[]>`
        INSERT INTO users (boutique_id, email, name, phone, password_hash, role, status)
        VALUES (${boutique!.id}, ${request.email}, ${request.name}, ${request.phone}, ${passwordHash}, 'owner', 'active')
        RETURNING id`;
      return { boutiqueId: boutique!.id, boutiqueName: request.boutiqueName, slug, ownerId: owner!.id };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same instant: the unique index decides.
    if ((error as { code?: string }).code === '23505' && String((error as Error).message).includes('users_email')) {
      throw new AppError('CONFLICT', emailTakenMessage);
    }
    throw error;
  }
}
