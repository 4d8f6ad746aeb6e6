import { Code, Text } from '@chakra-ui/react';
import { formatCents, type PaymentSettingsView } from '@bridal/shared/payments/payments';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { savePaymentSettings, usePaymentSettings } from '../api/payments-api';
import {
  type PaymentSettingsValues,
  requestOf,
  toFormErrors,
  validateIn,
  valuesOf,
} from '../utils/payment-settings-values';
import { DisconnectPayments } from './disconnect-payments';

/**
 * The owner connects her own Stripe account (keys kept encrypted, never shown again) and writes the
 * no-show policy brides agree to: the fee and the days after the appointment it may be charged.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettingsView }) {
  async function submit(values: PaymentSettingsValues, form: FormikHelpers<PaymentSettingsValues>) {
    try {
      const saved = await savePaymentSettings(requestOf(values));
      form.resetForm({ values: valuesOf(saved) });
      notify(
        'success',
        'Payments Saved',
        saved.connected
          ? 'Appointment types that ask for a card or deposit now send brides to Stripe after they book.'
          : 'Your policy is kept. Connect your Stripe account to take cards and deposits.',
      );
    } catch (error) {
      showFailure(error, form, 'Could Not Save Payments', toFormErrors);
    }
  }
  return (
    <Formik
      initialValues={valuesOf(settings)}
      validate={validateIn(settings.currency)}
      onSubmit={submit}
      enableReinitialize
    >
      <FocusingForm aria-label="Payment settings">
        <SectionCard title="Payments">
          {!settings.available && (
            <Text color="fg.muted">
              Payments are not turned on for this installation yet; you can write your policy.
            </Text>
          )}
          <Text color="fg.muted">
            {settings.connected
              ? `Connected to Stripe (${settings.secretKeyHint}). Leave the keys empty to keep them.`
              : 'Connect your own Stripe account: brides leave a card or deposit on Stripe’s page, never here.'}
          </Text>
          {settings.connected && <DisconnectPayments />}
          <TextField name="secretKey" label="Stripe secret key" type="password" autoComplete="off" />
          <TextField name="publishableKey" label="Stripe publishable key (optional)" autoComplete="off" />
          <TextField
            name="webhookSecret"
            label="Webhook signing secret"
            type="password"
            autoComplete="off"
            helperText={
              <>
                In Stripe, add a webhook endpoint at <Code wordBreak="break-all">{settings.webhookUrl}</Code> for
                checkout.session.completed.
              </>
            }
          />
          <TextareaField name="noShowPolicy" label="No-show policy the bride agrees to" rows={4} />
          <TextField
            name="noShowFee"
            label={`No-show fee (${settings.currency.toUpperCase()})`}
            inputMode="decimal"
            autoComplete="off"
            helperText={`Like 40 or 40.00. Now ${formatCents(settings.noShowFeeCents, settings.currency)}.`}
          />
          <TextField
            name="noShowChargeDays"
            label="Days after the appointment the fee may be charged"
            inputMode="numeric"
          />
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Payments
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}

/** The settings page's payments section (the owner's). */
export function PaymentSettingsSection() {
  return (
    <Fetched what="your payment settings" fetched={usePaymentSettings()}>
      {(settings) => <PaymentSettingsForm settings={settings} />}
    </Fetched>
  );
}
