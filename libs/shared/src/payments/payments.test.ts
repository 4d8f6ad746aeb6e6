import { describe, expect, it } from '@jest/globals';
import { centsToMoneyInput, moneyInputSchema, moneyMessages, parseMoneyToCents } from './payments';

describe('money typed in the boutique’s currency', () => {
  it.each([
    ['50', 5000],
    ['50.00', 5000],
    ['50.5', 5050],
    ['0.07', 7],
    ['.5', 50],
    ['19.99', 1999],
    ['$1,250.10', 125010],
    [' 0 ', 0],
    ['100000.00', 10_000_000],
  ])('reads %j as %i cents', (typed, cents) => {
    expect(parseMoneyToCents(typed)).toBe(cents);
  });

  it.each(['', 'fifty', '50.001', '-5', '5-', '1.2.3', '.', '$', '5e3', 'Infinity'])('refuses %j', (typed) => {
    expect(parseMoneyToCents(typed)).toBeNull();
  });

  it.each([
    [5000, '50.00'],
    [5050, '50.50'],
    [7, '0.07'],
    [0, '0.00'],
    [null, ''],
  ])('shows %j cents as %j to edit, which reads back the same', (cents, shown) => {
    expect(centsToMoneyInput(cents)).toBe(shown);
    if (cents !== null) expect(parseMoneyToCents(shown)).toBe(cents);
  });
});

describe('a money field', () => {
  const schema = moneyInputSchema({ what: 'the deposit', minCents: 100, maxCents: 10_000_000, currency: 'usd' });
  const messageOf = async (typed: string) => {
    try {
      await schema.validate(typed);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    ['', moneyMessages.required('the deposit')],
    ['abc', 'Enter the deposit as a number, like 50 or 50.00.'],
    ['-5', 'The deposit cannot be negative.'],
    ['5.123', 'Enter the deposit with at most two decimals, like 50.25.'],
    ['0.50', 'The deposit must be at least $1.00.'],
    ['100000.01', 'The deposit can be at most $100,000.00.'],
  ])('says what is wrong with %j', async (typed, message) => {
    expect(await messageOf(typed)).toBe(message);
  });

  it('takes an amount in range', async () => {
    expect(await messageOf('50')).toBeNull();
    expect(await messageOf('100,000.00')).toBeNull();
  });
});
