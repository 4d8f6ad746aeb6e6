import type { FormikErrors, FormikHelpers } from 'formik';
import { notify } from './notify';
import { serverFields, serverMessage } from './server-error';

/** What to say when a call failed: the server's own words, or a plain retry. */
export const failureText = (error: unknown) => serverMessage(error) ?? 'Please check your connection and try again.';

/**
 * A failed save, in the server's own words: under the fields it names, and in a toast. What she
 * typed stays in the form. `toErrors` shapes the server's flat field names for a nested form.
 */
export function showFailure<Values>(
  error: unknown,
  form: FormikHelpers<Values>,
  title: string,
  toErrors: (fields: Record<string, string>) => unknown = (fields) => fields,
): void {
  const fields = serverFields(error);
  if (Object.keys(fields).length > 0) form.setErrors(toErrors(fields) as FormikErrors<Values>);
  notify('error', title, failureText(error));
}
