import { Grid, Stack, Text } from '@chakra-ui/react';
import { type FollowUpSettings, type FollowUpSettingsRequest } from '@bridal/shared/follow-ups/follow-up';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { updateFollowUpSettings } from '../api/follow-ups-api';
import {
  type FollowUpSettingsFormValues,
  settingsFormErrors,
  toSettingsFormValues,
  toSettingsRequest,
} from '../utils/describe-follow-up';
import { followUpSchemaModule } from '../utils/follow-up-schema';
import { validateSettingsForm } from '../utils/validate-settings-form';
import { AutoSendSwitch } from './auto-send-switch';

/**
 * The boutique's follow-up settings (admins): the days after the appointment, quiet hours in the
 * boutique's time zone, the signature, automatic sending (off by default), and the figures the
 * drafts quote (how long a dress is held, the order lead time).
 */
export function FollowUpSettingsForm({ settings, timeZone }: { settings: FollowUpSettings; timeZone?: string }) {
  async function submit(values: FollowUpSettingsFormValues, form: FormikHelpers<FollowUpSettingsFormValues>) {
    try {
      const { followUpSettingsSchema } = await followUpSchemaModule();
      const request = followUpSettingsSchema.cast(toSettingsRequest(values), {
        stripUnknown: true,
      }) as FollowUpSettingsRequest;
      const saved = await updateFollowUpSettings(request);
      form.resetForm({ values: toSettingsFormValues(saved) });
      notify('success', 'Follow-up Settings Saved', 'New follow-ups are planned with these settings.');
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Follow-up Settings', settingsFormErrors);
    }
  }

  return (
    <Formik
      initialValues={toSettingsFormValues(settings)}
      validate={validateSettingsForm}
      onSubmit={submit}
      enableReinitialize
    >
      <FocusingForm aria-label="Follow-up settings">
        <SectionCard title="Follow-ups">
          <Text color="fg.muted">
            For brides who did not buy: a message a few days after the appointment, with the dresses she loved.
          </Text>
          <Stack gap="4" maxW="lg">
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField
                name="firstDay"
                label="First follow-up (days after)"
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                required
              />
              <TextField
                name="secondDay"
                label="Second follow-up (days after)"
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                helperText="Leave empty for one follow-up only."
              />
            </Grid>
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField name="quietFrom" label="Quiet hours from" type="time" required />
              <TextField name="quietTo" label="Quiet hours to" type="time" required />
            </Grid>
            <Text fontSize="sm" color="fg.muted">
              {`Nothing is sent in the quiet hours${timeZone ? ` (${timeZone.replaceAll('_', ' ')} time)` : ''}: a message due then goes out after them. The same time twice means no quiet hours.`}
            </Text>
            <TextareaField
              name="signature"
              label="Boutique signature"
              rows={3}
              helperText="The boutique's lines under every follow-up, e.g. its phone number and address. Each message is already signed by the consultant who ran the appointment, so leave names out."
            />
            <AutoSendSwitch name="autoSend" />
            <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
              <TextField
                name="holdDays"
                label="Days you hold a dress"
                type="number"
                inputMode="numeric"
                min={0}
                max={90}
                required
              />
              <TextField
                name="orderLeadWeeks"
                label="Order lead time (weeks)"
                type="number"
                inputMode="numeric"
                min={1}
                max={52}
                required
              />
            </Grid>
          </Stack>
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Follow-up Settings
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}
