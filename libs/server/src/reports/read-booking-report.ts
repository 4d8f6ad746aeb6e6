import { type BookingReport, holdLabels, type NoShowFigure } from '@bridal/shared/reports/booking-report';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { resolveReportPeriod } from './report-period';

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

const figure = (row: { label: string; appointments: number; noShows: number }): NoShowFigure => ({
  ...row,
  rate: rate(row.noShows, row.appointments),
});

/**
 * The booking report (issue 33): no-shows by appointment type and by what was held (a card or a
 * deposit, appointments.payment_hold), the reminder confirmation rate (reminded_at, confirmed_at)
 * and the waitlist's fills, for the boutique-local days asked. Reads only the shared columns of
 * migration 0028, whatever sets them. An appointment counts in the period its start falls in.
 */
export async function readBookingReport(
  sql: Sql,
  options: { boutiqueId: number; from?: string; to?: string; now?: Date },
): Promise<BookingReport> {
  const [boutique] = await sql<
    { timeZone: string }[]
  >`SELECT time_zone FROM boutiques WHERE id = ${options.boutiqueId}`;
  if (!boutique) throw new AppError('NOT_FOUND', 'Boutique not found.');
  const period = resolveReportPeriod({
    timeZone: boutique.timeZone,
    from: options.from,
    to: options.to,
    now: options.now,
  });
  const inPeriod = sql`a.boutique_id = ${options.boutiqueId} AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}`;
  const byType = await sql<{ label: string; appointments: number; noShows: number }[]>`
    SELECT coalesce(t.name, 'No type') AS label, count(*)::int AS appointments,
           count(*) FILTER (WHERE a.status = 'no_show')::int AS no_shows
    FROM appointments a LEFT JOIN appointment_types t ON t.id = a.appointment_type_id AND t.boutique_id = a.boutique_id
    WHERE ${inPeriod} AND a.status IN ('completed', 'no_show')
    GROUP BY 1 ORDER BY 1`;
  const byHold = await sql<{ hold: keyof typeof holdLabels; appointments: number; noShows: number }[]>`
    SELECT coalesce(a.payment_hold, 'none') AS hold, count(*)::int AS appointments,
           count(*) FILTER (WHERE a.status = 'no_show')::int AS no_shows
    FROM appointments a
    WHERE ${inPeriod} AND a.status IN ('completed', 'no_show')
    GROUP BY 1`;
  const [reminders] = await sql<{ reminded: number; confirmed: number }[]>`
    SELECT count(*)::int AS reminded, count(*) FILTER (WHERE a.confirmed_at IS NOT NULL)::int AS confirmed
    FROM appointments a WHERE ${inPeriod} AND a.reminded_at IS NOT NULL`;
  const [waitlist] = await sql<{ joined: number; booked: number }[]>`
    SELECT count(*)::int AS joined, count(*) FILTER (WHERE status = 'booked')::int AS booked
    FROM waitlist_entries
    WHERE boutique_id = ${options.boutiqueId} AND local_date BETWEEN ${period.firstDay} AND ${period.lastDay}`;
  const holds = (Object.keys(holdLabels) as (keyof typeof holdLabels)[]).map((hold) => {
    const row = byHold.find((found) => found.hold === hold);
    return figure({ label: holdLabels[hold], appointments: row?.appointments ?? 0, noShows: row?.noShows ?? 0 });
  });
  const r = reminders ?? { reminded: 0, confirmed: 0 };
  const w = waitlist ?? { joined: 0, booked: 0 };
  return {
    from: period.firstDay,
    to: period.lastDay,
    timeZone: period.zone,
    noShowsByType: byType.map(figure),
    noShowsByHold: holds,
    reminders: { ...r, rate: rate(r.confirmed, r.reminded) },
    waitlist: { ...w, rate: rate(w.booked, w.joined) },
  };
}
