import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';
import { firstErrorPerField } from '@bridal/shared/validation/first-error-per-field';
import { AppError } from './app-error';

/**
 * Validates a request body with a shared yup schema. The answer's message is the first rule that
 * failed, word for word as the form shows it; `fields` holds one message per field.
 */
export async function validateWithSchema<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw new AppError('BAD_REQUEST', 'The request body must be a JSON object.');
  }
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields = firstErrorPerField(error);
    const first = Object.values(fields)[0] ?? error.message;
    throw new AppError('BAD_REQUEST', first, { fields });
  }
}
