import { type AccountDetails, accountMessages } from '@bridal/shared/accounts/account-details';
import type { UpdateBoutiqueRequest } from '@bridal/shared/accounts/account-schemas';
import type { FormikHelpers } from 'formik';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { showSavedAccount } from '../api/get-account';
import { updateBoutique } from '../api/update-boutique';
import { accountSchemaModule } from '../utils/account-schemas';
import { showFailure } from '../../../lib/show-failure';
import { AccountFormCard } from './account-form-card';

const validate = validateWithSchema<UpdateBoutiqueRequest>(() =>
  accountSchemaModule().then((module) => module.updateBoutiqueSchema),
);

/** The boutique's name, address and phone (admins). Its survey link stays as it is. */
export function BoutiqueForm({ boutique }: { boutique: AccountDetails['boutique'] }) {
  async function submit(values: UpdateBoutiqueRequest, form: FormikHelpers<UpdateBoutiqueRequest>) {
    try {
      const { updateBoutiqueSchema } = await accountSchemaModule();
      const saved = await updateBoutique(updateBoutiqueSchema.cast(values, { stripUnknown: true }));
      await showSavedAccount(saved);
      notify('success', accountMessages.detailsSavedTitle, accountMessages.boutiqueSaved);
      form.resetForm({ values: saved.boutique });
    } catch (error) {
      showFailure(error, form, "Could Not Save the Boutique's Details");
    }
  }

  return (
    <AccountFormCard
      title="Boutique"
      initialValues={boutique}
      validate={validate}
      onSubmit={submit}
      submitLabel="Save Boutique Details"
    >
      <TextField
        name="name"
        label="Boutique Name"
        autoComplete="organization"
        required
        helperText="Your survey link stays the same."
      />
      <TextField name="address" label="Address" autoComplete="street-address" required />
      <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
    </AccountFormCard>
  );
}
