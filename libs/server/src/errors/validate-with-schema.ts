import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { firstErrorPerField } from '@bridal/shared/validation/first-error-per-field';
import { AppError } from './app-error';
import { normaliseRequest, type NormaliseRequestOptions } from './normalise-request';
import { findReservedFieldName, reservedFieldNameMessage } from './reserved-field-name';

export const nulCharacterMessage = 'This field contains a character that is not allowed.';

/**
 * The top-level field holding a NUL character somewhere, which no form needs and PostgreSQL text
 * cannot store. Walked without recursion: a 64 KB body may nest thousands of levels deep.
 */
function fieldWithNul(input: object): string | undefined {
  for (const [field, value] of Object.entries(input)) {
    const pending: unknown[] = [value];
    while (pending.length > 0) {
      const item = pending.pop();
      if (typeof item === 'string' && item.includes('\u0000')) return field;
      if (item !== null && typeof item === 'object') pending.push(...Object.values(item));
    }
  }
  return undefined;
}

/** The request's body as a JSON object (what every schema validates), or 400. */
export function jsonObjectOf(input: unknown): Record<string, unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
  }
  return input as Record<string, unknown>;
}

/**
 * Validates a request with a shared yup schema, the one place every route's input is read: types
 * strict (a JSON body's "1200" is not a number; pass `textInput` for a query string or a multipart
 * form, whose numbers and flags come as text), every text normalised (see normaliseRequest). The
 * answer's message is the first rule that failed, word for word as the form shows it; `fields`
 * holds one message per field. The shared schemas stay lenient for the forms, which coerce their
 * own input before sending.
 */
export async function validateWithSchema<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
  options: NormaliseRequestOptions = {},
): Promise<InferType<S>> {
  const body = jsonObjectOf(input);
  // Multipart forms reach here without readJsonBody, so the check is made for them too.
  const reserved = findReservedFieldName(body);
  if (reserved !== undefined) throw new AppError('BAD_REQUEST', reservedFieldNameMessage(reserved));
  const nulField = fieldWithNul(body);
  if (nulField !== undefined) {
    throw new AppError('BAD_REQUEST', nulCharacterMessage, { fields: { [nulField]: nulCharacterMessage } });
  }
  const normalised = await normaliseRequest(schema, body, options);
  try {
    return await schema.validate(normalised, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = firstErrorPerField(error);
    const first = Object.values(fields)[0] ?? error.message;
    throw new AppError('BAD_REQUEST', first, { fields });
  }
}
