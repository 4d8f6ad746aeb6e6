import { Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { SwitchField } from '../../../components/form/switch-field';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { type DigestSettings, updateDigestSettings, useDigestSettings } from '../api/digest-settings';

/** A box is always a boolean: the server has the last word on the request. */
const validate = async () => ({});

/** The boutique's weekly coaching digest, on or off (admins). */
export function DigestSettingsForm({ settings }: { settings: DigestSettings }) {
  async function submit(values: DigestSettings, form: FormikHelpers<DigestSettings>) {
    try {
      const saved = await updateDigestSettings({ enabled: values.enabled });
      form.resetForm({ values: saved });
      notify(
        'success',
        'Weekly Coaching Saved',
        saved.enabled ? 'Your team gets its digest every Monday at 08:00.' : 'No more digests are written or sent.',
      );
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Weekly Coaching Setting');
    }
  }
  return (
    <Formik initialValues={settings} validate={validate} onSubmit={submit} enableReinitialize>
      <FocusingForm aria-label="Weekly coaching settings">
        <SectionCard title="Weekly Coaching">
          <Text color="fg.muted">
            Every Monday at 08:00 your time, each consultant gets her figures against her goals, her most frequent
            reason for no sale and one focus for the week; you and your admins get the team’s. Each person can turn the
            e-mail off in her account; the page stays.
          </Text>
          <SwitchField
            name="enabled"
            label="Send the weekly coaching digest"
            hint="Off: no digest is written or sent until you turn it on again; the weeks already written stay."
          />
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Weekly Coaching
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}

/** The settings page's weekly coaching section, once the setting is fetched. */
export function DigestSettingsSection() {
  return (
    <Fetched what="your weekly coaching setting" fetched={useDigestSettings()}>
      {(settings) => <DigestSettingsForm settings={settings} />}
    </Fetched>
  );
}
