import { type AnyObjectSchema, ValidationError } from 'yup';
import { firstErrorPerField } from './first-error-per-field';

/** The messages a schema gives for an input, one per field; {} when it is valid. */
export async function validationErrors(schema: AnyObjectSchema, input: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return firstErrorPerField(error);
    throw error;
  }
}
