import type { JsonSchema } from '../api/get-openapi-document';

/** 'string, at most 60 characters, one of: read, read-write' — a schema's type and rules in words. */
export function describeSchema(schema: JsonSchema): string {
  const types = [schema.type ?? 'any'].flat().join(' or ');
  const rules = [
    schema.format && `format ${schema.format}`,
    schema.minLength !== undefined && `at least ${schema.minLength} characters`,
    schema.maxLength !== undefined && `at most ${schema.maxLength} characters`,
    schema.minimum !== undefined && `at least ${schema.minimum}`,
    schema.maximum !== undefined && `at most ${schema.maximum}`,
    schema.items && `of ${describeSchema(schema.items)}`,
    schema.enum && `one of: ${schema.enum.map(String).join(', ')}`,
    schema.default !== undefined && schema.default !== '' && `default ${JSON.stringify(schema.default)}`,
  ].filter(Boolean);
  return [types, ...rules].join(', ');
}

/** An object schema's fields, each with whether it is required and its rules in words. */
export function fieldsOf(schema: JsonSchema): { name: string; required: boolean; rules: string }[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    rules: describeSchema(property),
  }));
}
