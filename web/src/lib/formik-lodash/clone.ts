/**
 * lodash's shallow clone for what Formik's setIn hands it (the objects and arrays along a field's
 * path): arrays and dates copied, Maps and Sets copied, other objects copied with their prototype
 * ("this keeps inheritance when obj is a class"), anything else returned as it is.
 */
export default function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Map) return new Map(value) as T;
  if (value instanceof Set) return new Set(value) as T;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
