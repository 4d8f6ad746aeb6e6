import { describe, expect, it } from '@jest/globals';
import clone from './clone';
import cloneDeep from './clone-deep';
import isPlainObject from './is-plain-object';
import toPath from './to-path';

// The build hands Formik these instead of lodash's (web/vite.config.ts): they must answer alike.
// lodash-es has no types here, hence the untyped imports.
const fromLodash = async (name: string) =>
  ((await import(`lodash-es/${name}`)) as { default: (value: unknown) => unknown }).default;
const lodashClone = await fromLodash('clone');
const lodashCloneDeep = await fromLodash('cloneDeep');
const lodashIsPlainObject = await fromLodash('isPlainObject');
const lodashToPath = await fromLodash('toPath');
class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const samples = (): unknown[] => [
  undefined,
  null,
  0,
  'text',
  true,
  [],
  {},
  { name: 'Ivy', seats: 4, agreed: false, list: ['a', { b: [1, 2] }], nested: { deep: { deeper: 'x' } } },
  [{ a: 1 }, [2, 3], 'c'],
  new Date(2026, 5, 14),
  Object.create(null) as object,
  new Point(1, 2),
  new Map([['a', { b: 1 }]]),
  new Set([1, 2]),
];

describe("Formik's lodash helpers", () => {
  it('tell plain objects as lodash does', () => {
    for (const value of [...samples(), () => 1, /x/, new Error('e'), Object.create({ a: 1 })]) {
      expect(isPlainObject(value)).toBe(lodashIsPlainObject(value));
    }
  });

  it('split paths as lodash does', () => {
    for (const path of [
      'email',
      'a.b.c',
      'a[0].b',
      'a[0][1]',
      'shoppingParty[2]',
      '.a',
      'a["b.c"].d',
      "a['b']",
      'a[-1.5]',
      'a..b',
      '',
      ['a', 0, 'b'],
      5,
      -0,
      null,
      undefined,
    ]) {
      expect(toPath(path)).toEqual(lodashToPath(path));
    }
  });

  it('hand back a fresh copy of each path element', () => {
    const first = toPath('a.b');
    first.push('changed');
    expect(toPath('a.b')).toEqual(['a', 'b']);
  });

  it('clone shallowly as lodash does', () => {
    for (const value of samples()) {
      const copied = clone(value);
      expect(copied).toEqual(lodashClone(value));
      if (value !== null && typeof value === 'object') {
        expect(copied).not.toBe(value);
        expect(Object.getPrototypeOf(copied)).toBe(Object.getPrototypeOf(value));
      }
    }
    const nested = { inner: { a: 1 } };
    expect(clone(nested).inner).toBe(nested.inner);
  });

  it('clone deeply as lodash does', () => {
    for (const value of samples()) {
      const copied = cloneDeep(value);
      expect(copied).toEqual(lodashCloneDeep(value));
    }
    const nested = { inner: { list: [{ a: 1 }] } };
    const copied = cloneDeep(nested);
    expect(copied.inner).not.toBe(nested.inner);
    expect(copied.inner.list[0]).not.toBe(nested.inner.list[0]);
    const cycle: { self?: unknown } = {};
    cycle.self = cycle;
    const copiedCycle = cloneDeep(cycle);
    expect(copiedCycle.self).toBe(copiedCycle);
  });
});
