import { describe, expect, it } from '@jest/globals';
import { forgotPasswordSchema } from './forgot-password-schema';
import { loginSchema } from './login-schema';
import { resetPasswordFormSchema } from './reset-password-schema';
import { trialSignupSchema } from './trial-signup-schema';
import { validationErrors as errorsOf } from './validation-errors';

describe('trial form', () => {
  const valid = { name: 'Jo', phone: '2075550142', email: 'jo@example.com', boutiqueName: 'Jo B' };
  it('accepts the shortest valid answers', async () => {
    expect(await errorsOf(trialSignupSchema, valid)).toEqual({});
  });
  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', '', 'Name must be at least 2 characters'],
    ['name', '  J  ', 'Name must be at least 2 characters'],
    ['phone', '207555014', 'Please enter a valid phone number'],
    ['email', 'jo@', 'Please enter a valid email address'],
    ['boutiqueName', 'B', 'Boutique name must be at least 2 characters'],
  ])('%s = %j gives "%s"', async (field, value, message) => {
    expect((await errorsOf(trialSignupSchema, { ...valid, [field]: value }))[field]).toBe(message);
  });
});

describe('login form', () => {
  it('needs a valid e-mail and a password of 6 or more characters', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
    expect(await errorsOf(loginSchema, { email: 'nope', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});

describe('forgot-password form', () => {
  it('needs a valid e-mail', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: 'a@b.co' })).toEqual({});
    expect((await errorsOf(forgotPasswordSchema, { email: 'a@' })).email).toBe('Please enter a valid email address');
    expect((await errorsOf(forgotPasswordSchema, {})).email).toBe('Please enter a valid email address');
  });
});

describe('reset-password form', () => {
  it('applies the account password rules and the confirmation', async () => {
    expect(
      await errorsOf(resetPasswordFormSchema, { password: 'Veil&Lace2025', confirmPassword: 'Veil&Lace2025' }),
    ).toEqual({});
    expect(await errorsOf(resetPasswordFormSchema, { password: 'welcome', confirmPassword: 'x' })).toMatchObject({
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });
});
