import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import type { Schema } from 'yup';

/**
 * A module loaded on first use (and again after a failed load). The forms load the shared yup
 * schemas this way: yup and the schemas come to about 12 KB gzipped, and fetched with the first
 * keystroke or submit instead of with the page they stay out of a public form's first paint.
 */
export function lazyModule<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A Formik `validate` that runs a lazily loaded yup schema exactly as Formik's `validationSchema`
 * does (empty strings read as missing, every field's errors, the first message per field).
 */
export function validateWithSchema<Values extends FormikValues>(
  schema: () => Promise<Schema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const loaded = await schema();
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
