import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from 'yup';
import { apiKeyMessages, createApiKeySchema } from './api-keys';

const firstError = async (input: object) => {
  try {
    await createApiKeySchema.validate(input);
    return undefined;
  } catch (error) {
    return (error as ValidationError).message;
  }
};

describe('a new API key', () => {
  it('takes a name and a scope, the name trimmed', async () => {
    expect(await createApiKeySchema.validate({ name: '  Calendar sync ', scope: 'read-write' })).toEqual({
      name: 'Calendar sync',
      scope: 'read-write',
    });
  });

  it('says what is wrong with a missing or long name and an unknown scope', async () => {
    expect(await firstError({ name: '', scope: 'read' })).toBe(apiKeyMessages.nameRequired);
    expect(await firstError({ name: 'x'.repeat(61), scope: 'read' })).toBe(apiKeyMessages.nameTooLong);
    expect(await firstError({ name: 'x'.repeat(60), scope: 'read' })).toBeUndefined();
    expect(await firstError({ name: 'Sync', scope: 'write' })).toBe(apiKeyMessages.scopeRequired);
    expect(await firstError({ name: 'Sync' })).toBe(apiKeyMessages.scopeRequired);
    expect(apiKeyMessages.nameTooLong).toBe('Keep the name to 60 characters or fewer.');
    expect(apiKeyMessages.shownOnce).toBe('Copy this key now. It will not be shown again.');
  });
});
