import type { ValidationError } from 'yup';

/** One message per field, the first rule that failed, as the forms show them. */
export function firstErrorPerField(error: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    if (inner.path && !(inner.path in fields)) fields[inner.path] = inner.message;
  }
  return fields;
}
