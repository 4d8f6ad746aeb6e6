import { describe, expect, it } from '@jest/globals';
import { validationErrors as errorsOf } from '../validation/validation-errors';
import { accountMessages } from './account-details';
import {
  changePasswordFormSchema,
  changeRoleSchema,
  updateBoutiqueSchema,
  updateProfileFormSchema,
  updateProfileSchema,
} from './account-schemas';

describe('the account forms', () => {
  it('take her name, an optional phone and a valid e-mail', async () => {
    expect(await errorsOf(updateProfileSchema, { name: 'Ada', phone: '', email: 'ada@example.com' })).toEqual({});
    expect(await errorsOf(updateProfileSchema, { name: ' ', phone: '1'.repeat(31), email: 'ada@' })).toEqual({
      name: 'Name is required',
      phone: 'Phone must be at most 30 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('ask for her current password only when the e-mail moves to another address', async () => {
    const schema = updateProfileFormSchema('ada@example.com');
    const details = { name: 'Ada', phone: '' };
    expect(await errorsOf(schema, { ...details, email: ' ADA@example.com ' })).toEqual({});
    expect(await errorsOf(schema, { ...details, email: 'ada@new.example.com' })).toEqual({
      currentPassword: accountMessages.passwordForEmailChange,
    });
    expect(
      await errorsOf(schema, { ...details, email: 'ada@new.example.com', currentPassword: 'Old&Veil2025' }),
    ).toEqual({});
    expect(
      await errorsOf(schema, { ...details, email: 'ada@new.example.com', currentPassword: 'x'.repeat(200) }),
    ).toEqual({ currentPassword: accountMessages.wrongCurrentPassword });
    // The request itself takes it as optional: the server knows her address and decides.
    expect(await errorsOf(updateProfileSchema, { ...details, email: 'ada@new.example.com' })).toEqual({});
  });

  it("take the boutique's name, address and phone, as sign-up does", async () => {
    const boutique = { name: 'Ada Bridal', address: '1 Main St', phone: '2075550100' };
    expect(await errorsOf(updateBoutiqueSchema, boutique)).toEqual({});
    expect(await errorsOf(updateBoutiqueSchema, { name: '', address: '', phone: '' })).toEqual({
      name: 'Boutique name is required',
      address: 'Address is required',
      phone: 'Phone is required',
    });
  });

  it('ask for the current password and a new one that follows the rule, differs from it, and is typed twice', async () => {
    const valid = { currentPassword: 'Old&Veil2025', password: 'New&Veil2026', confirmPassword: 'New&Veil2026' };
    expect(await errorsOf(changePasswordFormSchema, valid)).toEqual({});
    expect(
      await errorsOf(changePasswordFormSchema, { currentPassword: '', password: 'welcome', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      (
        await errorsOf(changePasswordFormSchema, {
          ...valid,
          password: valid.currentPassword,
          confirmPassword: valid.currentPassword,
        })
      ).password,
    ).toBe(accountMessages.samePassword);
  });

  it('take admin or consultant as a role, nothing else', async () => {
    expect(await errorsOf(changeRoleSchema, { role: 'admin' })).toEqual({});
    expect(await errorsOf(changeRoleSchema, { role: 'consultant' })).toEqual({});
    for (const role of ['owner', 'boutique_owner', '', undefined]) {
      expect((await errorsOf(changeRoleSchema, { role })).role).toBe(accountMessages.roleRequired);
    }
  });
});
