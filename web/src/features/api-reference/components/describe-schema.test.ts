import { describe, expect, it } from '@jest/globals';
import { describeSchema, fieldsOf } from './describe-schema';

describe('a schema in words', () => {
  it('says its type and rules', () => {
    expect(describeSchema({ type: 'string', maxLength: 60, enum: ['read', 'read-write'] })).toBe(
      'string, at most 60 characters, one of: read, read-write',
    );
    expect(describeSchema({ type: 'integer', minimum: 1, maximum: 10000, default: 1 })).toBe(
      'integer, at least 1, at most 10000, default 1',
    );
    expect(describeSchema({ type: 'array', items: { type: 'string' } })).toBe('array, of string');
  });

  it('lists an object body field by field', () => {
    expect(
      fieldsOf({
        type: 'object',
        properties: { brideId: { type: 'string' }, note: { type: 'string' } },
        required: ['brideId'],
      }),
    ).toEqual([
      { name: 'brideId', required: true, rules: 'string' },
      { name: 'note', required: false, rules: 'string' },
    ]);
  });
});
