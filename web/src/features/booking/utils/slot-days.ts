import type { BookingSlot } from '@bridal/shared/appointments/booking';

export interface SlotDay {
  /** 'YYYY-MM-DD' on the boutique's calendar. */
  date: string;
  slots: BookingSlot[];
}

/** The slots grouped by the boutique's calendar day, in time order (days without slots are absent). */
export function groupSlotsByDay(slots: BookingSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push(slot);
    else days.push({ date: slot.date, slots: [slot] });
  }
  return days;
}

/** 'Eastern Time' for America/New_York; the IANA name where the browser has no such name. */
export function describeTimeZone(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && !/^GMT[+-]/.test(name) ? name : timeZone;
  } catch {
    return timeZone;
  }
}
