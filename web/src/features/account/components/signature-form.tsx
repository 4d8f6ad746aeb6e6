import { type ConsultantSignature, consultantSignatureMessages } from '@bridal/shared/follow-ups/consultant-signature';
import type { ConsultantSignatureRequest } from '@bridal/shared/follow-ups/consultant-signature-schema';
import type { FormikHelpers } from 'formik';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { TextareaField } from '../../../components/form/textarea-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { useSignature } from '../api/get-signature';
import { updateSignature } from '../api/update-signature';
import { signatureSchemaModule } from '../utils/account-schemas';
import { AccountFormCard } from './account-form-card';
import { SignaturePreview } from './signature-preview';

const validate = validateWithSchema<ConsultantSignatureRequest>(() =>
  signatureSchemaModule().then((module) => module.consultantSignatureFormSchema),
);

/** Her own sign-off under the follow-ups she sends, with a preview of how they end. */
export function SignatureForm({ account }: { account: ConsultantSignature }) {
  async function submit(values: ConsultantSignatureRequest, form: FormikHelpers<ConsultantSignatureRequest>) {
    try {
      const { consultantSignatureSchema } = await signatureSchemaModule();
      const saved = await updateSignature(consultantSignatureSchema.cast(values, { stripUnknown: true }));
      notify(
        'success',
        consultantSignatureMessages.savedTitle,
        saved.signature ? consultantSignatureMessages.saved : consultantSignatureMessages.cleared,
      );
      form.resetForm({ values: { signature: saved.signature } });
    } catch (error) {
      showFailure(error, form, 'Could Not Save Your Signature');
    }
  }

  return (
    <AccountFormCard
      title="Your Follow-up Signature"
      initialValues={{ signature: account.signature }}
      validate={validate}
      onSubmit={submit}
      submitLabel="Save Signature"
    >
      <TextareaField
        name="signature"
        label="Signature"
        rows={3}
        helperText={`How you sign the follow-ups to your brides, e.g. your name and your role. Leave it empty to sign with your name (${account.name}). The boutique's lines follow it.`}
      />
      <SignaturePreview account={account} />
    </AccountFormCard>
  );
}

/** The account page's signature section, once her signature is fetched. */
export function SignatureSection() {
  return (
    <Fetched what="your signature" fetched={useSignature()}>
      {(account) => <SignatureForm account={account} />}
    </Fetched>
  );
}
