import { type FollowUpSettingsFormValues, settingsFormErrors, toSettingsRequest } from './describe-follow-up';
import { followUpSchemaModule } from './follow-up-schema';

/** The shared schema on the form's values, every field's first message on its own input. */
export async function validateSettingsForm(values: FollowUpSettingsFormValues) {
  const { followUpSettingsSchema } = await followUpSchemaModule();
  try {
    await followUpSettingsSchema.validate(toSettingsRequest(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ValidationError') throw error;
    const inner = (error as Error & { inner: { path?: string; message: string }[] }).inner;
    return settingsFormErrors(Object.fromEntries(inner.reverse().map((item) => [item.path ?? '', item.message])));
  }
}
