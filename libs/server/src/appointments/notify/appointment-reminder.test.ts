import { describe, expect, it } from '@jest/globals';
import type { MailQueue } from '../../queue/mail-queue';
import { reminderDelayMs, reminderJobId, scheduleReminder } from './appointment-reminder';

const hour = 60 * 60_000;

function fakeQueue() {
  const calls: { op: string; args: unknown[] }[] = [];
  const queue = {
    remove: async (...args: unknown[]) => void calls.push({ op: 'remove', args }),
    add: async (...args: unknown[]) => void calls.push({ op: 'add', args }),
  };
  return { queue: queue as unknown as MailQueue, calls };
}

describe('the reminder', () => {
  const now = new Date('2027-03-10T12:00:00Z');

  it('is due 24 hours before the start', () => {
    expect(reminderDelayMs(new Date(now.getTime() + 72 * hour), now)).toBe(48 * hour);
    expect(reminderDelayMs(new Date(now.getTime() + 24 * hour + 1), now)).toBe(1);
  });

  it('is skipped when 24 hours before has already passed', () => {
    expect(reminderDelayMs(new Date(now.getTime() + 24 * hour), now)).toBeUndefined();
    expect(reminderDelayMs(new Date(now.getTime() + 2 * hour), now)).toBeUndefined();
  });

  it('has one job id per appointment, without the colon BullMQ refuses', () => {
    const id = reminderJobId('6f1c2a4e-1b2c-4d5e-8f90-123456789abc');
    expect(id).toBe('appointment-reminder-6f1c2a4e-1b2c-4d5e-8f90-123456789abc');
    expect(id).not.toContain(':');
  });

  it('replaces an earlier reminder of the appointment and waits until 24 hours before', async () => {
    const { queue, calls } = fakeQueue();
    const appointmentId = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';
    const startsAt = new Date(now.getTime() + 30 * hour);
    expect(await scheduleReminder(queue, { appointmentId, startsAt, now })).toBe(true);
    expect(calls[0]).toEqual({ op: 'remove', args: [reminderJobId(appointmentId)] });
    const [name, data, options] = calls[1]!.args as [string, unknown, Record<string, unknown>];
    expect(name).toBe('appointment-reminder');
    expect(data).toEqual({ kind: 'appointment-reminder', appointmentId, startsAt: startsAt.toISOString() });
    expect(options).toMatchObject({ jobId: reminderJobId(appointmentId), delay: 6 * hour });
  });

  it('queues nothing for an appointment less than a day away', async () => {
    const { queue, calls } = fakeQueue();
    const startsAt = new Date(now.getTime() + 3 * hour);
    expect(
      await scheduleReminder(queue, { appointmentId: '6f1c2a4e-1b2c-4d5e-8f90-123456789abc', startsAt, now }),
    ).toBe(false);
    expect(calls.map((call) => call.op)).toEqual(['remove']);
  });
});
