import { describe, expect, it } from '@jest/globals';
import { type ValidationError } from 'yup';
import { commonPasswords } from './common-passwords';
import { signupFormSchema, signupRequestSchema } from './signup-schema';
import { validationErrors } from './validation-errors';

const errorsOf = (input: Record<string, unknown>) => validationErrors(signupFormSchema, input);

const valid = {
  name: 'Grace Hollis',
  email: 'grace@example.com',
  password: 'Veil&Lace2025',
  confirmPassword: 'Veil&Lace2025',
  phone: '2075550142',
  boutiqueName: 'Hollis Bridal',
  address: '44 Exchange Street',
  consultantSeats: 4,
  agreedToTerms: true,
};

describe('sign-up form rules', () => {
  it('accepts a complete, strong sign-up', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', 'Ab1!', 'Password must be at least 8 characters'],
    ['password', `Aa1!${'x'.repeat(124)}`, 'Password must be less than 128 characters'],
    ['password', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['password', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['password', 'Abcdefgh!', 'Password must contain at least one number'],
    ['password', 'Abcdefgh1', 'Password must contain at least one special character'],
    ['phone', '', 'Phone is required'],
    ['boutiqueName', '', 'Boutique name is required'],
    ['address', '', 'Address is required'],
    ['agreedToTerms', false, 'You must agree to the Terms of Service to continue'],
  ])('%s = %j gives "%s"', async (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect((await errorsOf(input))[field]).toBe(message);
  });

  it('asks to confirm the password, and that both match', async () => {
    expect((await errorsOf({ ...valid, confirmPassword: '' })).confirmPassword).toBe('Please confirm your password');
    expect((await errorsOf({ ...valid, confirmPassword: 'Veil&Lace2026' })).confirmPassword).toBe(
      "Passwords don't match",
    );
  });

  it('accepts a password of 127 characters and refuses 128', async () => {
    const of = (length: number) => `Aa1!${'x'.repeat(length - 4)}`;
    expect((await errorsOf({ ...valid, password: of(127), confirmPassword: of(127) })).password).toBeUndefined();
    expect((await errorsOf({ ...valid, password: of(128), confirmPassword: of(128) })).password).toBe(
      'Password must be less than 128 characters',
    );
  });

  it.each(commonPasswords)('refuses the common password %s in any case', async (common) => {
    // The common check is what must fire for the listed words, whatever their letter case.
    for (const variant of [common, common.toUpperCase()]) {
      const schema = signupRequestSchema.pick(['password']);
      const result = await schema
        .validate({ password: variant }, { abortEarly: false })
        .catch((error: ValidationError) => error.errors);
      expect(result).toContain('Password is too common, please choose a stronger password');
    }
  });

  it('takes 1 to 20 consultant seats, 4 by default', async () => {
    expect((await errorsOf({ ...valid, consultantSeats: 0 })).consultantSeats).toBe(
      'Choose between 1 and 20 consultants',
    );
    expect((await errorsOf({ ...valid, consultantSeats: 21 })).consultantSeats).toBe(
      'Choose between 1 and 20 consultants',
    );
    expect((await errorsOf({ ...valid, consultantSeats: 2.5 })).consultantSeats).toBe(
      'Choose between 1 and 20 consultants',
    );
    expect((await errorsOf({ ...valid, consultantSeats: 20 })).consultantSeats).toBeUndefined();
    const { consultantSeats: _omit, ...withoutSeats } = valid;
    expect((await signupRequestSchema.validate(withoutSeats)).consultantSeats).toBe(4);
  });

  it('refuses over-long fields with a clear message', async () => {
    expect((await errorsOf({ ...valid, address: 'a'.repeat(301) })).address).toBe(
      'Address must be at most 300 characters',
    );
  });
});
