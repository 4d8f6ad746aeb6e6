/**
 * Names a body may not use for a field anywhere in it: the ones every JavaScript object already
 * has (`__proto__`, `constructor`, `toString`, ...). A lookup by such a name finds the object's own
 * machinery instead of a field, which is how prototype pollution starts and how a validator ends up
 * calling a function it took for a rule. No form of ours has a field called that.
 */
const reservedNames = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

export const reservedFieldNameMessage = (name: string) =>
  `The request has a field named "${name}", which is not allowed. Rename or remove it.`;

/** The first reserved field name anywhere in the value. Walked without recursion: a 64 KB body may nest thousands of levels deep. */
export function findReservedFieldName(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (!Array.isArray(item) && reservedNames.has(key)) return key;
      pending.push(child);
    }
  }
  return undefined;
}
