import { describe, expect, it } from '@jest/globals';
import { findReservedFieldName } from './reserved-field-name';

describe('findReservedFieldName', () => {
  it('finds a built-in name at any depth, in objects inside lists too', () => {
    expect(findReservedFieldName(JSON.parse('{"__proto__":{}}'))).toBe('__proto__');
    expect(findReservedFieldName({ a: [{ b: { valueOf: 1 } }] })).toBe('valueOf');
    expect(findReservedFieldName({ prototype: 1 })).toBe('prototype');
  });

  it('lets ordinary fields, values that are built-in names, and lists through', () => {
    expect(findReservedFieldName({ name: 'constructor', notes: ['toString'], nested: { ok: true } })).toBeUndefined();
    expect(findReservedFieldName([1, 'x', null])).toBeUndefined();
    expect(findReservedFieldName('text')).toBeUndefined();
  });

  it('walks a body nested ten thousand levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(10_000)}{"toString":1}${'}'.repeat(10_000)}`);
    expect(findReservedFieldName(deep)).toBe('toString');
  });
});
