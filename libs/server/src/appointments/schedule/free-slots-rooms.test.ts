import { describe, expect, it } from '@jest/globals';
import type { BoutiqueSchedule } from './boutique-schedule';
import type { BookingSetup, SlotType } from './booking-setup';
import { type BookedTime, bookingWindowDays, computeFreeSlots, unofferedStart } from './free-slots';

const everyDay = (ranges: { from: string; to: string }[]) => Array.from({ length: 7 }, () => ranges);
const longAgo = new Date('2020-01-01T00:00:00Z');

const schedule = (timeZone: string): BoutiqueSchedule => ({
  timeZone,
  openingHours: everyDay([{ from: '10:00', to: '14:00' }]),
  appointmentMinutes: 60,
  capacity: 2,
  closedDates: [],
});

const rooms = ['room-a', 'room-b'];
const type = (overrides: Partial<SlotType> = {}): SlotType => ({
  id: 'type-1',
  name: 'Bridal',
  durationMinutes: 60,
  bufferMinutes: 15,
  maxParty: 4,
  bookableOnline: true,
  archived: false,
  hostRoomIds: rooms,
  ...overrides,
});
const booking = (iso: string, fittingRoomId: string | null, durationMinutes = 60, bufferMinutes = 15): BookedTime => ({
  startsAt: new Date(iso),
  durationMinutes,
  bufferMinutes,
  fittingRoomId,
});

const slotsOf = (zone: string, date: string, setup: BookingSetup, booked: BookedTime[] = []) =>
  computeFreeSlots({
    schedule: schedule(zone),
    booked,
    from: new Date(`${date}T12:00:00Z`),
    days: 1,
    now: longAgo,
    setup,
  })
    .filter((slot) => slot.date === date)
    .map((slot) => [slot.startsAt, slot.remaining]);

describe('computeFreeSlots with rooms, types and buffers', () => {
  it("steps by the type's length plus buffer in wall time, on both sides of New York's spring-forward", () => {
    const setup = { roomIds: rooms, type: type() };
    // 13 March 2027 is EST (UTC-5), 14 March EDT (UTC-4): 10:00, 11:15, 12:30 local (13:45 would end past 14:00).
    expect(slotsOf('America/New_York', '2027-03-13', setup)).toEqual([
      ['2027-03-13T15:00:00.000Z', 2],
      ['2027-03-13T16:15:00.000Z', 2],
      ['2027-03-13T17:30:00.000Z', 2],
    ]);
    expect(slotsOf('America/New_York', '2027-03-14', setup)).toEqual([
      ['2027-03-14T14:00:00.000Z', 2],
      ['2027-03-14T15:15:00.000Z', 2],
      ['2027-03-14T16:30:00.000Z', 2],
    ]);
  });

  it('holds a booked room for its length plus its buffer, across the DST change', () => {
    // Room A booked 10:00 EDT on the 14th for 60 minutes and a 30-minute buffer: held until 11:30.
    const booked = [booking('2027-03-14T14:00:00Z', 'room-a', 60, 30)];
    const onlyA = { roomIds: rooms, type: type({ hostRoomIds: ['room-a'] }) };
    expect(slotsOf('America/New_York', '2027-03-14', onlyA, booked)).toEqual([['2027-03-14T16:30:00.000Z', 1]]);
    // Either room: room B still takes 10:00 and 11:15.
    const either = { roomIds: rooms, type: type() };
    expect(slotsOf('America/New_York', '2027-03-14', either, booked)).toEqual([
      ['2027-03-14T14:00:00.000Z', 1],
      ['2027-03-14T15:15:00.000Z', 1],
      ['2027-03-14T16:30:00.000Z', 2],
    ]);
    // The same wall time a day earlier (an hour later in UTC) is untouched.
    expect(slotsOf('America/New_York', '2027-03-13', onlyA, booked)).toHaveLength(3);
  });

  it('asks its own buffer of the room: a slot whose buffer runs into the next booking is not free', () => {
    // Room A booked at 11:30 local; a 10:00 slot of 60 + 45 holds A until 11:45 (and 11:45 is taken).
    const booked = [booking('2027-06-01T15:30:00Z', 'room-a', 60, 0)];
    const setup = { roomIds: ['room-a'], type: type({ bufferMinutes: 45, hostRoomIds: ['room-a'] }) };
    expect(slotsOf('America/New_York', '2027-06-01', setup, booked)).toEqual([]);
    const short = { roomIds: ['room-a'], type: type({ bufferMinutes: 30, hostRoomIds: ['room-a'] }) };
    // 60 + 30 steps 10:00, 11:30 (taken), 13:00.
    expect(slotsOf('America/New_York', '2027-06-01', short, booked)).toEqual([
      ['2027-06-01T14:00:00.000Z', 1],
      ['2027-06-01T17:00:00.000Z', 1],
    ]);
  });

  it("follows London's fall-back: a booking at 10:00 GMT blocks the 31st's 10:00, not the 30th's", () => {
    const setup = { roomIds: ['room-a'], type: type({ hostRoomIds: ['room-a'] }) };
    const booked = [booking('2027-10-31T10:00:00Z', 'room-a')];
    // 30 October is BST (UTC+1): 10:00 local is 09:00Z; 31 October is GMT.
    expect(slotsOf('Europe/London', '2027-10-30', setup, booked)[0]).toEqual(['2027-10-30T09:00:00.000Z', 1]);
    expect(slotsOf('Europe/London', '2027-10-31', setup, booked)).toEqual([
      ['2027-10-31T11:15:00.000Z', 1],
      ['2027-10-31T12:30:00.000Z', 1],
    ]);
  });

  it("lets a booking's buffer cross London's spring-forward night into the next morning's first slot", () => {
    const hours = everyDay([{ from: '01:00', to: '04:00' }]);
    const londonNight: BoutiqueSchedule = { ...schedule('Europe/London'), openingHours: hours };
    const setup = { roomIds: ['room-a'], type: type({ hostRoomIds: ['room-a'], bufferMinutes: 0 }) };
    // 28 March 2027: 01:00-02:00 local does not exist, so 01:00 is skipped and 02:00 BST is 01:00Z.
    const booked = [booking('2027-03-28T00:30:00Z', 'room-a', 60, 30)]; // held until 02:00Z = 03:00 BST
    const slots = computeFreeSlots({
      schedule: londonNight,
      booked,
      from: new Date('2027-03-28T12:00:00Z'),
      days: 1,
      now: longAgo,
      setup,
    }).map((slot) => slot.startsAt);
    expect(slots).toEqual(['2027-03-28T02:00:00.000Z']);
  });

  it('offers no time for a type no room in use can host', () => {
    const setup = { roomIds: rooms, type: type({ hostRoomIds: [] }) };
    expect(slotsOf('America/New_York', '2027-06-01', setup)).toEqual([]);
  });

  it('counts a booking without a room (made before rooms were named) as taking one room', () => {
    const booked = [booking('2027-06-01T14:00:00Z', null, 60, 0)];
    const setup = { roomIds: rooms, type: type({ hostRoomIds: ['room-a'] }) };
    expect(slotsOf('America/New_York', '2027-06-01', setup, booked)[0]).toEqual(['2027-06-01T14:00:00.000Z', 1]);
    const twice = [...booked, booking('2027-06-01T14:00:00Z', 'room-b', 60, 0)];
    expect(slotsOf('America/New_York', '2027-06-01', setup, twice)[0]).toEqual(['2027-06-01T15:15:00.000Z', 1]);
  });

  it('without rooms, a type counts places against the capacity for its length plus buffer', () => {
    const setup = { roomIds: [], type: type({ hostRoomIds: [] }) };
    const booked = [booking('2027-06-01T14:00:00Z', null, 60, 30), booking('2027-06-01T14:00:00Z', null, 60, 0)];
    // 10:00 full (2 of 2); 11:15 overlaps the first booking's buffer (until 11:30): 1 left.
    expect(slotsOf('America/New_York', '2027-06-01', setup, booked)).toEqual([
      ['2027-06-01T15:15:00.000Z', 1],
      ['2027-06-01T16:30:00.000Z', 2],
    ]);
  });

  it('with rooms and no type, every room hosts the boutique length with no buffer', () => {
    const setup = { roomIds: rooms, type: null };
    expect(slotsOf('America/New_York', '2027-06-01', setup).map(([, remaining]) => remaining)).toEqual([2, 2, 2, 2]);
  });
});

describe('unofferedStart with a type', () => {
  it("accepts the type's grid and refuses the boutique's plain one", () => {
    const shape = { lengthMinutes: 60, bufferMinutes: 15 };
    const now = new Date('2027-03-10T12:00:00Z');
    expect(
      unofferedStart(schedule('America/New_York'), new Date('2027-03-14T15:15:00Z'), now, bookingWindowDays, shape),
    ).toBeNull();
    expect(
      unofferedStart(schedule('America/New_York'), new Date('2027-03-14T15:00:00Z'), now, bookingWindowDays, shape),
    ).toBe('grid');
  });
});
