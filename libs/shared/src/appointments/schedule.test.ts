import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from 'yup';
import {
  appointmentsQuerySchema,
  isIsoInstant,
  scheduleMessages,
  slotsQuerySchema,
  updateAppointmentSchema,
  walkInSchema,
} from './schedule';

const messageOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('isIsoInstant', () => {
  it('takes ISO date-times with a zone and refuses the rest', () => {
    expect(isIsoInstant('2027-03-10T15:00:00Z')).toBe(true);
    expect(isIsoInstant('2027-03-10T15:00:00.000+01:00')).toBe(true);
    expect(isIsoInstant('2027-03-10T15:00')).toBe(false);
    expect(isIsoInstant('2027-03-10')).toBe(false);
    expect(isIsoInstant('2027-13-45T99:00:00Z')).toBe(false);
    expect(isIsoInstant(42)).toBe(false);
  });
});

describe('appointmentsQuerySchema', () => {
  it('takes a range of up to 42 days and refuses a longer or reversed one', async () => {
    await expect(
      appointmentsQuerySchema.validate({ from: '2027-01-01T00:00:00Z', to: '2027-02-12T00:00:00Z' }),
    ).resolves.toMatchObject({ consultantId: '', brideId: '' });
    expect(
      await messageOf(appointmentsQuerySchema.validate({ from: '2027-01-01T00:00:00Z', to: '2027-02-12T00:00:01Z' })),
    ).toEqual([scheduleMessages.rangeTooLong]);
    expect(
      await messageOf(appointmentsQuerySchema.validate({ from: '2027-01-02T00:00:00Z', to: '2027-01-01T00:00:00Z' })),
    ).toEqual([scheduleMessages.toAfterFrom]);
  });

  it('defaults the start to now', async () => {
    const { from } = await appointmentsQuerySchema.validate({});
    expect(Math.abs(Date.parse(from) - Date.now())).toBeLessThan(5_000);
  });
});

describe('slotsQuerySchema', () => {
  it('reads days from the query string and bounds it', async () => {
    await expect(slotsQuerySchema.validate({ days: '3' })).resolves.toMatchObject({ days: 3 });
    await expect(slotsQuerySchema.validate({})).resolves.toMatchObject({ days: 14 });
    expect(await messageOf(slotsQuerySchema.validate({ days: '0' }))).toEqual([scheduleMessages.days]);
    expect(await messageOf(slotsQuerySchema.validate({ days: '1.5' }))).toEqual([scheduleMessages.days]);
  });
});

describe('updateAppointmentSchema', () => {
  it('needs a time or a consultant; null unassigns', async () => {
    expect(await messageOf(updateAppointmentSchema.validate({}))).toEqual([scheduleMessages.nothingToChange]);
    await expect(updateAppointmentSchema.validate({ consultantId: null })).resolves.toEqual({ consultantId: null });
  });
});

describe('walkInSchema', () => {
  const walkIn = { name: 'Wren Hale', startsAt: '2027-03-10T15:00:00Z', sendSurveyLink: false };
  it('needs an e-mail only to send the survey link', async () => {
    await expect(walkInSchema.validate(walkIn)).resolves.toMatchObject({ email: '', phone: '' });
    expect(await messageOf(walkInSchema.validate({ ...walkIn, sendSurveyLink: true }))).toEqual([
      scheduleMessages.emailForSurveyLink,
    ]);
  });

  it('refuses a sendSurveyLink that is not a boolean', async () => {
    expect(await messageOf(walkInSchema.validate({ ...walkIn, sendSurveyLink: 'true' }))).toEqual([
      scheduleMessages.sendSurveyLink,
    ]);
  });
});
