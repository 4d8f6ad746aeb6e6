/**
 * lodash's cloneDeep for what Formik clones (its initial values, errors, touched and status, and
 * FieldArray items): arrays, plain and class objects, dates, Maps and Sets copied all the way
 * down, cycles kept as cycles; files, blobs, functions and other host objects shared, not copied.
 */
export default function cloneDeep<T>(value: T): T {
  return copy(value, new WeakMap()) as T;
}

function copy(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) {
    const result: unknown[] = [];
    seen.set(value, result);
    for (const item of value) result.push(copy(item, seen));
    return result;
  }
  if (value instanceof Map) {
    const result = new Map<unknown, unknown>();
    seen.set(value, result);
    for (const [key, item] of value) result.set(key, copy(item, seen));
    return result;
  }
  if (value instanceof Set) {
    const result = new Set<unknown>();
    seen.set(value, result);
    for (const item of value) result.add(copy(item, seen));
    return result;
  }
  const tag = Object.prototype.toString.call(value);
  if (tag !== '[object Object]') return value;
  const result = Object.create(Object.getPrototypeOf(value) as object | null) as Record<PropertyKey, unknown>;
  seen.set(value, result);
  for (const key of Reflect.ownKeys(value)) {
    if (Object.prototype.propertyIsEnumerable.call(value, key)) {
      result[key] = copy((value as Record<PropertyKey, unknown>)[key], seen);
    }
  }
  return result;
}
