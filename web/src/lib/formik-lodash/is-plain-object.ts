const objectSource = Function.prototype.toString.call(Object);

/** lodash's isPlainObject: made by `{}`, `new Object` or `Object.create(null)` (in any realm). */
export default function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') {
    return false;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor: unknown = Object.prototype.hasOwnProperty.call(proto, 'constructor')
    ? (proto as { constructor: unknown }).constructor
    : undefined;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && Function.prototype.toString.call(Ctor) === objectSource;
}
