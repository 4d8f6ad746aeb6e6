import { describe, expect, it } from '@jest/globals';
import { webhookEndpointSchema, webhookMessages } from './webhook-endpoint';
import { webhookDataSchemas, webhookEventTypes, webhookPayloadOf } from './webhook-events';

const ids = {
  appointmentId: '6f1c1c4e-8f5e-4d0c-9b7a-0a0a0a0a0a01',
  brideId: '6f1c1c4e-8f5e-4d0c-9b7a-0a0a0a0a0a02',
  consultantId: '6f1c1c4e-8f5e-4d0c-9b7a-0a0a0a0a0a03',
};
const at = new Date('2027-06-01T12:00:00.000Z');

describe('webhookPayloadOf', () => {
  it('wraps the data as { type, version, timestamp, data }', () => {
    expect(webhookPayloadOf('plan.ready', { brideId: ids.brideId, readyAt: at.toISOString() }, at)).toEqual({
      type: 'plan.ready',
      version: 1,
      timestamp: '2027-06-01T12:00:00.000Z',
      data: { brideId: ids.brideId, readyAt: '2027-06-01T12:00:00.000Z' },
    });
  });

  it('refuses data that is not the documented shape: nothing more is sent than the schema names', () => {
    const booked = {
      ...ids,
      startsAt: at.toISOString(),
      durationMinutes: 60,
      bookedBy: 'bride' as const,
    };
    expect(() => webhookPayloadOf('appointment.booked', booked, at)).not.toThrow();
    expect(() =>
      webhookPayloadOf('appointment.booked', { ...booked, brideEmail: 'ava@example.com' } as typeof booked, at),
    ).toThrow();
    expect(() => webhookPayloadOf('appointment.booked', { ...booked, brideId: 'ava' }, at)).toThrow();
  });

  it('has a schema for every event type', () => {
    expect(Object.keys(webhookDataSchemas).sort()).toEqual([...webhookEventTypes].sort());
  });
});

describe('webhookEndpointSchema', () => {
  const errorOf = (body: object) =>
    webhookEndpointSchema.validate(body).then(
      () => 'valid',
      (error: Error) => error.message,
    );

  it('says what is wrong, word for word', async () => {
    expect(await errorOf({ url: '', eventTypes: ['plan.ready'] })).toBe(webhookMessages.urlRequired);
    expect(await errorOf({ url: 'example.com/hook', eventTypes: ['plan.ready'] })).toBe(webhookMessages.urlInvalid);
    expect(await errorOf({ url: 'ftp://example.com/hook', eventTypes: ['plan.ready'] })).toBe(
      webhookMessages.urlInvalid,
    );
    expect(await errorOf({ url: 'https://me:pw@example.com/hook', eventTypes: ['plan.ready'] })).toBe(
      webhookMessages.urlCredentials,
    );
    expect(await errorOf({ url: 'https://example.com/hook', eventTypes: [] })).toBe(webhookMessages.eventsRequired);
    expect(await errorOf({ url: 'https://example.com/hook', eventTypes: ['plan.ready'] })).toBe('valid');
  });
});
