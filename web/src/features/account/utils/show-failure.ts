import type { FormikErrors, FormikHelpers } from 'formik';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';

/** The per-field messages of a 400 (`fields`), when the server sent them. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { fields?: unknown };
    return parsed.fields && typeof parsed.fields === 'object' ? (parsed.fields as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * A failed save, in the server's own words: under the fields it names, and in a toast. What she
 * typed stays in the form.
 */
export function showFailure<Values>(error: unknown, form: FormikHelpers<Values>, title: string): void {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) form.setErrors(fields as FormikErrors<Values>);
  notify('error', title, serverMessage(error) ?? 'Please check your connection and try again.');
}
