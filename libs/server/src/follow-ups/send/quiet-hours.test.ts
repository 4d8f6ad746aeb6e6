import { describe, expect, it } from '@jest/globals';
import { describeQueuedSend, nextSendTime } from './quiet-hours';

const newYork = 'America/New_York';
const overnight = { from: '20:00', to: '09:00' };
const at = (iso: string) => new Date(iso);

describe('nextSendTime', () => {
  it('answers now outside the quiet hours', () => {
    const now = at('2026-06-10T16:00:00Z'); // 12:00 in New York
    expect(nextSendTime(now, overnight, newYork)).toEqual(now);
  });

  it('waits for the end of quiet hours that wrap midnight, before and after midnight', () => {
    // 22:00 EDT on 10 June: the quiet hours end at 09:00 EDT on 11 June.
    expect(nextSendTime(at('2026-06-11T02:00:00Z'), overnight, newYork).toISOString()).toBe('2026-06-11T13:00:00.000Z');
    // 06:30 EDT on 11 June: the same morning.
    expect(nextSendTime(at('2026-06-11T10:30:00Z'), overnight, newYork).toISOString()).toBe('2026-06-11T13:00:00.000Z');
  });

  it('starts the quiet hours at `from` and ends them at `to` exactly', () => {
    const twentyToEight = at('2026-06-10T23:59:00Z'); // 19:59 EDT
    expect(nextSendTime(twentyToEight, overnight, newYork)).toEqual(twentyToEight);
    expect(nextSendTime(at('2026-06-11T00:00:00Z'), overnight, newYork).toISOString()).toBe('2026-06-11T13:00:00.000Z');
    const nine = at('2026-06-11T13:00:00Z');
    expect(nextSendTime(nine, overnight, newYork)).toEqual(nine);
  });

  it('handles quiet hours within one day', () => {
    const lunch = { from: '12:00', to: '13:30' };
    expect(nextSendTime(at('2026-06-10T16:15:00Z'), lunch, newYork).toISOString()).toBe('2026-06-10T17:30:00.000Z');
    const morning = at('2026-06-10T14:00:00Z');
    expect(nextSendTime(morning, lunch, newYork)).toEqual(morning);
  });

  it('has no quiet hours when from equals to', () => {
    const midnight = at('2026-06-11T04:00:00Z');
    expect(nextSendTime(midnight, { from: '09:00', to: '09:00' }, newYork)).toEqual(midnight);
  });

  it('ends at 09:00 local on the night the clocks spring forward (an hour shorter)', () => {
    // 22:00 EST on 7 March 2026; at 02:00 on 8 March the clocks go to 03:00 EDT.
    expect(nextSendTime(at('2026-03-08T03:00:00Z'), overnight, newYork).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('ends at 09:00 local on the night the clocks fall back (an hour longer)', () => {
    // 22:00 EDT on 31 October 2026; at 02:00 on 1 November the clocks go back to 01:00 EST.
    expect(nextSendTime(at('2026-11-01T02:00:00Z'), overnight, newYork).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves an end that the spring-forward gap skips to just after the gap', () => {
    // Quiet 01:00-02:30: 02:30 does not exist on 8 March 2026 in New York; 01:30 EST is 06:30Z.
    const sendAt = nextSendTime(at('2026-03-08T06:30:00Z'), { from: '01:00', to: '02:30' }, newYork);
    expect(sendAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('uses the boutique zone, not the server clock', () => {
    // 21:00 in London (BST) is 16:00 in New York: quiet in London only.
    const now = at('2026-06-10T20:00:00Z');
    expect(nextSendTime(now, overnight, 'Europe/London').toISOString()).toBe('2026-06-11T08:00:00.000Z');
    expect(nextSendTime(now, overnight, newYork)).toEqual(now);
  });
});

describe('describeQueuedSend', () => {
  it('names the time the quiet hours end, in the boutique zone, across the spring-forward night', () => {
    // 22:00 EST on Saturday 7 March 2026; the clocks go forward that night; quiet until 09:00 EDT on Sunday 8.
    const queuedAt = at('2026-03-08T03:00:00Z');
    const sendAt = nextSendTime(queuedAt, overnight, newYork);
    expect(sendAt.toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(describeQueuedSend(sendAt, queuedAt, newYork)).toBe(
      'Queued: it goes out at 9:00 AM on Sun, Mar 8 (America/New_York time), after the quiet hours.',
    );
  });

  it('says it goes now outside the quiet hours', () => {
    const now = at('2026-06-10T16:00:00Z');
    expect(describeQueuedSend(nextSendTime(now, overnight, newYork), now, newYork)).toBe('Queued: it goes out now.');
  });
});
