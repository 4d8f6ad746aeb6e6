import { DateTime, FixedOffsetZone, IANAZone } from 'luxon';
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
  const key = `${zone} ${isoDay(date)} ${clock(time)}`;
  const known = instantsRead.get(key);
  if (known) return { instant: new Date(known.instant), note: known.note };
  const reading = readNewLocalInstant(date, time, zone);
  // Cleared, not evicted one by one: a file's dates and times repeat within it, not across files.
  if (instantsRead.size >= maxInstantsRead) instantsRead.clear();
  instantsRead.set(key, reading);
  return { instant: new Date(reading.instant), note: reading.note };
}

/**
 * Wall times read before, by zone, day and time: an export repeats them thousands of times, and
 * each reading asks the zone's offsets of Intl several times (most of an import's time without it).
 */
const instantsRead = new Map<string, LocalInstant>();
const maxInstantsRead = 100_000;

function readNewLocalInstant(date: LocalDate, time: LocalTime, zoneName: string): LocalInstant {
  // The zone object (luxon keeps one per name): a zone's name is checked anew at every use.
  const zone = IANAZone.create(zoneName);
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
  return DateTime.fromObject({ ...date, hour: 12 }, { zone: IANAZone.create(zone) }).toJSDate();
}

export const isoDay = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
