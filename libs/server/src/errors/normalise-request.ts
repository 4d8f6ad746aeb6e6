import { freeTextKindOf, normaliseFreeText } from '@bridal/shared/validation/free-text';
import { type AnyObjectSchema, type ArraySchema, defaultLocale, type ISchema, type Schema, ValidationError } from 'yup';
import { AppError } from './app-error';

export const notTextMessage = 'This field must be text.';

/** What a field of each type says when it is sent another type and has no message of its own. */
const typeMessages: Record<string, string> = {
  string: notTextMessage,
  number: 'This field must be a number.',
  boolean: 'This field must be true or false.',
  array: 'This field must be a list.',
  object: 'This field must be a group of fields.',
};

export interface NormaliseRequestOptions {
  /**
   * The input is text by nature (a query string, a multipart form): numbers and flags arrive as
   * text and the schema reads them. A JSON body is never text: "1200" for a number is refused.
   */
  textInput?: boolean;
}

type Rule = Schema & { fields?: AnyObjectSchema['fields']; innerType?: ArraySchema<unknown[], unknown>['innerType'] };

const yupDefaults = new Set<unknown>(Object.values(defaultLocale.mixed ?? {}));

/**
 * The message a schema gives for one of its own checks ('typeError', 'nullable'), when the
 * schema's author wrote one. yup keeps it on the check (not in describe()), hence the cast.
 */
function ownMessage(rule: Rule, check: 'typeError' | 'nullable'): string | undefined {
  const { internalTests } = rule as unknown as { internalTests: Record<string, { OPTIONS?: { message?: unknown } }> };
  const message = internalTests[check]?.OPTIONS?.message;
  return typeof message === 'string' && !yupDefaults.has(message) ? message : undefined;
}

/** A value of another type than its field's, found on the walk; worded once the walk is over. */
class WrongType extends Error {
  constructor(
    readonly path: string,
    readonly value: unknown,
    readonly rule: Rule,
  ) {
    super(`wrong type at ${path}`);
  }
}

function refuse(path: string, value: unknown, rule: Rule): never {
  throw new WrongType(path, value, rule);
}

/**
 * The field's own words for a value of the wrong type: its null or type message when its author
 * wrote one; for a number or a flag sent as a top-level text, what the field's rules say of it
 * written as text (a date sent as 20270918 is 'Please enter a valid wedding date'); else a plain
 * 'This field must be ...'. The value is refused either way: the text is only asked for words.
 */
async function wrongTypeMessage(schema: AnyObjectSchema, input: object, wrong: WrongType): Promise<string> {
  const { path, value, rule } = wrong;
  const own =
    value === null ? (ownMessage(rule, 'nullable') ?? ownMessage(rule, 'typeError')) : ownMessage(rule, 'typeError');
  if (own) return own;
  if (rule.type === 'string' && (typeof value === 'number' || typeof value === 'boolean') && path in input) {
    try {
      await schema.validateAt(path, { ...input, [path]: String(value) });
    } catch (error) {
      if (error instanceof ValidationError && error.errors[0]) return error.errors[0];
    }
  }
  return typeMessages[rule.type] ?? 'This field has the wrong type.';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function normaliseValue(
  schema: ISchema<unknown>,
  value: unknown,
  parent: unknown,
  path: string,
  options: NormaliseRequestOptions,
): unknown {
  if (value === undefined) return value;
  const rule = schema.resolve({ value, parent }) as Rule;
  if (value === null) {
    if (rule.type !== 'mixed' && !rule.spec.nullable) refuse(path, value, rule);
    return value;
  }
  switch (rule.type) {
    case 'string':
      if (typeof value !== 'string') refuse(path, value, rule);
      return normaliseFreeText(value, freeTextKindOf(rule.spec.meta));
    case 'number':
    case 'boolean':
      if (typeof value !== rule.type && !(options.textInput && typeof value === 'string')) refuse(path, value, rule);
      return value;
    case 'array': {
      if (!Array.isArray(value)) refuse(path, value, rule);
      const inner = rule.innerType;
      return inner
        ? value.map((item, index) => normaliseValue(inner, item, value, `${path}[${index}]`, options))
        : value;
    }
    case 'object':
      if (!isPlainObject(value)) refuse(path, value, rule);
      return normaliseFields(rule, value, path, options);
    default:
      // mixed (enums, ids), dates and tuples: their own tests read the value as it came.
      return value;
  }
}

function normaliseFields(
  rule: Rule,
  input: Record<string, unknown>,
  path: string,
  options: NormaliseRequestOptions,
): Record<string, unknown> {
  const output = { ...input };
  for (const [key, field] of Object.entries(rule.fields ?? {})) {
    if (!Object.hasOwn(input, key)) continue;
    output[key] = normaliseValue(field as ISchema<unknown>, input[key], input, path ? `${path}.${key}` : key, options);
  }
  return output;
}

/**
 * A request's fields as its schema will read them: every value of the type its field declares
 * (a JSON body is not coerced: [1200], "1200" and " 1200 " are not an amount, 5 is not a subject),
 * else a 400 with the field's own message; every text through the one free-text normaliser
 * (normaliseFreeText), single-line unless the field is declared otherwise. Answers a copy.
 */
export async function normaliseRequest(
  schema: AnyObjectSchema,
  input: Record<string, unknown>,
  options: NormaliseRequestOptions = {},
): Promise<Record<string, unknown>> {
  try {
    return normaliseFields(schema.resolve({ value: input }) as Rule, input, '', options);
  } catch (error) {
    if (!(error instanceof WrongType)) throw error;
    const message = await wrongTypeMessage(schema, input, error);
    throw new AppError('BAD_REQUEST', message, { fields: { [error.path]: message } });
  }
}
