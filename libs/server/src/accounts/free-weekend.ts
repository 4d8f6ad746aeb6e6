import { defaultTimeZone } from '@bridal/shared/appointments/boutique-settings';
import type { FreeWeekend } from '@bridal/shared/pricing/free-weekend';
import { DateTime } from 'luxon';

const inZone = (instant: Date, timeZone: string) => {
  const local = DateTime.fromJSDate(instant, { zone: timeZone });
  return local.isValid ? local : DateTime.fromJSDate(instant, { zone: defaultTimeZone });
};

/**
 * When the free weekend of a boutique signed up at `signedUpAt` ends: midnight at the end of the
 * coming Sunday in its time zone (signed up on a Saturday or Sunday, that same weekend). Calendar
 * days, not 24-hour steps, so a clock change that weekend moves the instant, not the local time.
 */
export function freeWeekendEnd(signedUpAt: Date, timeZone: string): Date {
  const local = inZone(signedUpAt, timeZone);
  return local
    .startOf('day')
    .plus({ days: 8 - local.weekday })
    .toJSDate();
}

const dayFormat = 'cccc, LLLL d, yyyy';

/** The free weekend as the subscription page shows it: its instants and its first and last days in the boutique's zone. */
export function describeFreeWeekend(startsAt: Date, endsAt: Date, timeZone: string): FreeWeekend {
  const start = inZone(startsAt, timeZone).setLocale('en-US');
  const lastDay = inZone(endsAt, timeZone).setLocale('en-US').minus({ days: 1 });
  return {
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    timeZone: start.zoneName ?? timeZone,
    firstDay: start.toFormat(dayFormat),
    lastDay: lastDay.toFormat(dayFormat),
  };
}
