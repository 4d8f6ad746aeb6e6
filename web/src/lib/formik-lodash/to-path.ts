// lodash's toPath (MIT, © OpenJS Foundation and other contributors): the same pattern and rules,
// so `a.b[0]`, `a["b.c"]` and `.a` split into the same keys Formik has always seen.
const propertyName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const escapeChar = /\\(\\)?/g;
const maxCached = 500;
const cache = new Map<string, string[]>();

function stringToPath(text: string): string[] {
  const cached = cache.get(text);
  if (cached) return cached;
  const result: string[] = [];
  if (text.charCodeAt(0) === 46 /* . */) result.push('');
  text.replace(propertyName, (match: string, number?: string, quote?: string, subString?: string) => {
    result.push(quote ? subString!.replace(escapeChar, '$1') : (number ?? match));
    return match;
  });
  if (cache.size >= maxCached) cache.clear();
  cache.set(text, result);
  return result;
}

const toKey = (value: unknown): string | symbol => {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  return Object.is(value, -0) ? '-0' : String(value);
};

export default function toPath(value: unknown): (string | symbol)[] {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  return stringToPath(value === null || value === undefined ? '' : String(toKey(value))).slice();
}
