import type { FormikHelpers } from 'formik';
import { SwitchField } from '../../../components/form/switch-field';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { type DigestOptOut, updateDigestOptOut, useDigestOptOut } from '../api/digest-opt-out';
import { AccountFormCard } from './account-form-card';

interface DigestEmailValues {
  wantsEmail: boolean;
}

/** A box is always a boolean: the server has the last word on the request. */
const validate = async () => ({});

/** Her weekly coaching e-mail, on or off: the digest's page stays either way. */
export function DigestEmailForm({ setting }: { setting: DigestOptOut }) {
  async function submit(values: DigestEmailValues, form: FormikHelpers<DigestEmailValues>) {
    try {
      const saved = await updateDigestOptOut({ optOut: !values.wantsEmail });
      form.resetForm({ values: { wantsEmail: !saved.optOut } });
      notify(
        'success',
        'Weekly Coaching E-mail Saved',
        saved.optOut
          ? 'No more e-mails: your digest stays on its page every Monday.'
          : 'Your digest comes by e-mail every Monday.',
      );
    } catch (error) {
      showFailure(error, form, 'Could Not Save Your E-mail Setting', (fields) => ({ wantsEmail: fields.optOut }));
    }
  }

  return (
    <AccountFormCard
      title="Weekly Coaching E-mail"
      initialValues={{ wantsEmail: !setting.optOut }}
      validate={validate}
      onSubmit={submit}
      submitLabel="Save E-mail Setting"
    >
      <SwitchField
        name="wantsEmail"
        label="Weekly coaching e-mail"
        hint="Every Monday morning: your figures against your goals, your most frequent reason for no sale and one focus for the week. Off: the digest stays on its page, with no e-mail."
      />
    </AccountFormCard>
  );
}

/** The account page's weekly coaching section, once her setting is fetched. */
export function DigestEmailSection() {
  return (
    <Fetched what="your weekly coaching setting" fetched={useDigestOptOut()}>
      {(setting) => <DigestEmailForm setting={setting} />}
    </Fetched>
  );
}
