import type { BoutiqueSettings, OpeningRange } from '@bridal/shared/appointments/boutique-settings';
import { setIn } from 'formik';

/** The form's values: numbers as the inputs hold them (text), the rest as the API has them. */
export interface SettingsFormValues {
  timeZone: string;
  openingHours: OpeningRange[][];
  appointmentMinutes: string;
  capacity: string;
  closedDates: string[];
}

export const toFormValues = (settings: BoutiqueSettings): SettingsFormValues => ({
  timeZone: settings.timeZone,
  openingHours: settings.openingHours.map((ranges) => ranges.map((range) => ({ ...range }))),
  appointmentMinutes: String(settings.appointmentMinutes),
  capacity: String(settings.capacity),
  closedDates: [...settings.closedDates],
});

/** A new range for a day: after its last one, or a usual day's hours. */
export function nextRange(ranges: OpeningRange[]): OpeningRange {
  const last = ranges.at(-1);
  if (!last || !/^\d{2}:\d{2}$/.test(last.to)) return { from: '10:00', to: '18:00' };
  const hour = Math.min(Number(last.to.slice(0, 2)) + 1, 22);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${pad(hour)}:00`, to: `${pad(hour + 1)}:00` };
}

/** The server's per-field messages ('openingHours[1][0].to': '...') as Formik's nested errors. */
export function nestedErrors(fields: Record<string, string>): Record<string, unknown> {
  return Object.entries(fields).reduce<Record<string, unknown>>(
    (errors, [path, message]) => setIn(errors, path, message),
    {},
  );
}

/** The notice after a save that left booked appointments outside the new hours (they stay booked). */
export function outsideHoursNotice(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? 'Saved. 1 booked appointment is now outside your hours; it stays booked.'
    : `Saved. ${count} booked appointments are now outside your hours; they stay booked.`;
}

/** Every IANA zone the browser knows, with the boutique's own first-class even if it does not. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = new Set([...zones, current, 'UTC']);
  return [...all].filter(Boolean).sort((a, b) => a.localeCompare(b));
}
