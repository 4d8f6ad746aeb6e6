import { z } from 'zod';

export type JsonSchema = { [keyword: string]: unknown };

export interface StrictJsonSchema {
  /** For `response_format.json_schema.schema` with `strict: true`. */
  schema: JsonSchema;
  /** Turns the nulls that strict mode forces on optional properties back into absent properties. */
  fromStrict(value: unknown): unknown;
}

/**
 * OpenAI's strict mode rejects a schema that uses these, and other OpenAI-compatible servers
 * differ in what they accept; zod checks them on the answer anyway, so the model need not see them.
 */
const droppedKeywords = new Set(['$schema', 'minLength', 'maxLength', 'pattern']);
const supportedFormats = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);
const schemaMapKeywords = ['properties', 'definitions', '$defs'];
const schemaListKeywords = ['anyOf', 'allOf', 'prefixItems'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function acceptsNull(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const { type } = schema;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  if (schema.const === null) return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.some(acceptsNull);
}

function isObjectSchema(schema: JsonSchema): boolean {
  const { type } = schema;
  return type === 'object' || (Array.isArray(type) && type.includes('object')) || isObject(schema.properties);
}

function mapValues(record: Record<string, unknown>, map: (value: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

function makeStrict(node: unknown): unknown {
  if (!isObject(node)) return node;
  const strict: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (droppedKeywords.has(keyword)) continue;
    if (keyword === 'format' && !(typeof value === 'string' && supportedFormats.has(value))) continue;
    if (schemaMapKeywords.includes(keyword) && isObject(value)) strict[keyword] = mapValues(value, makeStrict);
    // Strict mode has no oneOf; anyOf is looser, and zod still decides.
    else if (keyword === 'oneOf' && Array.isArray(value)) strict.anyOf = value.map(makeStrict);
    else if (schemaListKeywords.includes(keyword) && Array.isArray(value)) strict[keyword] = value.map(makeStrict);
    else if (keyword === 'items') strict.items = Array.isArray(value) ? value.map(makeStrict) : makeStrict(value);
    else strict[keyword] = value;
  }
  if (!isObjectSchema(strict)) return strict;

  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const properties = { ...(isObject(strict.properties) ? strict.properties : {}) };
  for (const [key, property] of Object.entries(properties)) {
    if (!required.has(key) && !acceptsNull(property)) properties[key] = { anyOf: [property, { type: 'null' }] };
  }
  strict.properties = properties;
  strict.required = Object.keys(properties);
  strict.additionalProperties = false;
  return strict;
}

function resolve(node: unknown, root: JsonSchema): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string') return node;
  const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(node.$ref);
  const definitions = match ? root[match[1]!] : undefined;
  return match && isObject(definitions) ? resolve(definitions[match[2]!], root) : node;
}

function objectBranch(node: unknown, root: JsonSchema): JsonSchema | undefined {
  const schema = resolve(node, root);
  if (!isObject(schema)) return undefined;
  if (isObject(schema.properties)) return schema;
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  for (const branch of branches) {
    const found = objectBranch(branch, root);
    if (found) return found;
  }
  return undefined;
}

function itemsOf(node: unknown, root: JsonSchema): unknown {
  const schema = resolve(node, root);
  if (!isObject(schema)) return undefined;
  if (schema.items !== undefined) return schema.items;
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : [];
  return branches.map((branch) => itemsOf(branch, root)).find((items) => items !== undefined);
}

function restoreAbsent(value: unknown, node: unknown, root: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const items = itemsOf(node, root);
    return value.map((item, index) => restoreAbsent(item, Array.isArray(items) ? items[index] : items, root));
  }
  if (!isObject(value)) return value;
  const schema = objectBranch(node, root);
  if (!schema) return value;
  const properties = schema.properties as Record<string, unknown>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const restored: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const property = resolve(properties[key], root);
    if (item === null && property !== undefined && !required.includes(key) && !acceptsNull(property)) continue;
    restored[key] = restoreAbsent(item, property, root);
  }
  return restored;
}

/**
 * The JSON schema of a zod schema in the shape OpenAI's strict structured outputs demand: every
 * property required (optional ones become nullable) and no additional properties anywhere.
 */
export function toStrictJsonSchema(schema: z.ZodType): StrictJsonSchema {
  const original = z.toJSONSchema(schema, { target: 'draft-7' }) as JsonSchema;
  return {
    schema: makeStrict(original) as JsonSchema,
    fromStrict: (value) => restoreAbsent(value, original, original),
  };
}
