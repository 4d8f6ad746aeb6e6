import { bookingMessages } from '@bridal/shared/appointments/booking';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

/**
 * Whether a boutique takes bookings from brides themselves: once an admin has confirmed its hours
 * and time zone (saved its schedule settings), and always for the demo. Staff book either way.
 */
export const onlineBookingOpenSql = (sql: Queryable, alias = 'boutiques') =>
  sql`(${sql(alias)}.is_demo OR ${sql(alias)}.schedule_confirmed_at IS NOT NULL)`;

export async function isOnlineBookingOpen(sql: Queryable, boutiqueId: number): Promise<boolean> {
  const [row] = await sql<{ open: boolean }[]>`
    SELECT ${onlineBookingOpenSql(sql)} AS open FROM boutiques WHERE id = ${boutiqueId}`;
  return row?.open ?? false;
}

/**
 * Refuses a bride's own booking or move while the boutique is not open online (409, the kind words
 * the booking page shows). Nothing of hers is spent: her link works again once it opens.
 */
export async function refuseUnlessOnlineBookingOpen(sql: Queryable, boutiqueId: number): Promise<void> {
  if (!(await isOnlineBookingOpen(sql, boutiqueId))) {
    throw new AppError('CONFLICT', bookingMessages.notOpenYet, { details: { onlineBookingOpen: false } });
  }
}
