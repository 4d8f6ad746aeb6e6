import { DateTime, FixedOffsetZone } from 'luxon';
import type { LocalDate, LocalTime } from './read-history-values';

export interface LocalInstant {
  instant: Date;
  /** Said when the wall time does not name exactly one instant in the zone (a DST change). */
  note: string | null;
}

const clock = ({ hour, minute }: LocalTime) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/**
 * The instant a wall time names in the boutique's zone. In a spring-forward gap the time does not
 * exist: it is moved forward by the gap (02:30 -> 03:30) and said so. In a fall-back overlap it
 * exists twice: the earlier one is taken and said so. Never guessed silently.
 */
export function readLocalInstant(date: LocalDate, time: LocalTime, zone: string): LocalInstant {
  const wall = { ...date, hour: time.hour, minute: time.minute };
  const read = DateTime.fromObject(wall, { zone });
  if (read.hour !== time.hour || read.minute !== time.minute) {
    return {
      instant: read.toJSDate(),
      note: `${clock(time)} did not exist on that day (the clocks went forward); read as ${read.toFormat('HH:mm')}.`,
    };
  }
  // The same wall time under the offsets in force a few hours before and after.
  const offsets = new Set([read.minus({ hours: 3 }).offset, read.plus({ hours: 3 }).offset]);
  const instants = [...offsets]
    .map((offset) => DateTime.fromObject(wall, { zone: FixedOffsetZone.instance(offset) }))
    .filter((candidate) => {
      const back = candidate.setZone(zone);
      return back.hour === time.hour && back.minute === time.minute && back.day === date.day;
    })
    .sort((a, b) => a.toMillis() - b.toMillis());
  if (instants.length > 1) {
    return {
      instant: instants[0]!.toJSDate(),
      note: `${clock(time)} happened twice on that day (the clocks went back); read as the first.`,
    };
  }
  return { instant: read.toJSDate(), note: null };
}

/** A day with no time: noon in the boutique's zone, which no DST change ever moves. */
export function readLocalNoon(date: LocalDate, zone: string): Date {
  return DateTime.fromObject({ ...date, hour: 12 }, { zone }).toJSDate();
}

export const isoDay = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
