import { describe, expect, it } from '@jest/globals';
import type { AppointmentType } from '@bridal/shared/appointments/appointment-types';
import { blank, requestOf, toFormErrors, validateIn, valuesOf } from './appointment-type-values';

const suite: AppointmentType = {
  id: '6f1c2a4e-3b5d-4c7e-9f10-2a3b4c5d6e7f',
  name: 'Private suite',
  description: '',
  durationMinutes: 120,
  bufferMinutes: 15,
  maxParty: 6,
  paymentRequirement: 'deposit',
  depositCents: 5000,
  bookableOnline: true,
  roomIds: [],
};

describe('the deposit in the appointment type form', () => {
  it('shows a kept deposit in money and sends it back in cents', () => {
    const values = valuesOf(suite);
    expect(values.deposit).toBe('50.00');
    expect(requestOf({ ...values, deposit: '75.5' }).depositCents).toBe(7550);
    expect(requestOf({ ...values, deposit: '75' }).depositCents).toBe(7500);
  });

  it('sends no deposit for a type that asks for none, whatever was typed', async () => {
    const values = { ...blank, name: 'Fitting', paymentRequirement: 'card' as const, deposit: 'abc' };
    expect(await validateIn('usd')(values)).toEqual({});
    expect(requestOf(values).depositCents).toBeNull();
  });

  it.each([
    ['', 'Enter the deposit, like 50 or 50.00.'],
    ['fifty', 'Enter the deposit as a number, like 50 or 50.00.'],
    ['-50', 'The deposit cannot be negative.'],
    ['50.125', 'Enter the deposit with at most two decimals, like 50.25.'],
    ['0.99', 'The deposit must be at least €1.00.'],
    ['100000.01', 'The deposit can be at most €100,000.00.'],
  ])('refuses a deposit of %j: %s', async (deposit, message) => {
    expect(await validateIn('eur')({ ...valuesOf(suite), deposit })).toEqual({ deposit: message });
  });

  it('takes a deposit like 50 or 50.00', async () => {
    expect(await validateIn('usd')({ ...valuesOf(suite), deposit: '50' })).toEqual({});
    expect(await validateIn('usd')({ ...valuesOf(suite), deposit: '$1,250.00' })).toEqual({});
  });

  it('shows the server’s word about the deposit under the deposit field', () => {
    expect(toFormErrors({ depositCents: 'Too much', name: 'Taken' })).toEqual({ deposit: 'Too much', name: 'Taken' });
  });
});
