/**
 * GET /api/reports/booking: how booking holds up, for a period of the boutique's days (its query
 * is the closing report's from/to). Every figure carries its counts; a rate is null when nothing
 * was counted.
 */
export interface NoShowFigure {
  /** The type's name ('No type' for appointments without one) or the hold ('card', 'deposit', 'none'). */
  label: string;
  /** Appointments that were due: completed or no-show. */
  appointments: number;
  noShows: number;
  /** noShows / appointments, 0..1. */
  rate: number | null;
}

export interface BookingReport {
  from: string;
  to: string;
  timeZone: string;
  noShowsByType: NoShowFigure[];
  noShowsByHold: NoShowFigure[];
  /** Appointments of the period whose bride was reminded, of which she confirmed. */
  reminders: { reminded: number; confirmed: number; rate: number | null };
  /** Waitlist entries for days of the period, of which booked. */
  waitlist: { joined: number; booked: number; rate: number | null };
}

export const holdLabels = { card: 'Card on file', deposit: 'Deposit', none: 'Nothing held' } as const;
