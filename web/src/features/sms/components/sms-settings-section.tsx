import { Code, Text } from '@chakra-ui/react';
import type { SmsSettingsView } from '@bridal/shared/appointments/sms';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { updateSmsSettings, useSmsSettings } from '../api/sms-settings';

interface SmsSettingsValues {
  enabled: boolean;
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** '48, 24': the hours before each reminder, as she types them. */
  reminderHours: string;
  quietStart: string;
  quietEnd: string;
}

const valuesOf = (view: SmsSettingsView): SmsSettingsValues => ({
  enabled: view.enabled,
  accountSid: view.accountSid,
  authToken: '',
  fromNumber: view.fromNumber,
  reminderHours: view.reminderHours.join(', '),
  quietStart: view.quietStart,
  quietEnd: view.quietEnd,
});

/** The server checks every field and answers each one's message. */
const validate = async () => ({});

/** Text messages (Twilio): the boutique's own account, reminders and quiet hours (admins). */
export function SmsSettingsForm({ view }: { view: SmsSettingsView }) {
  async function submit(values: SmsSettingsValues, form: FormikHelpers<SmsSettingsValues>) {
    try {
      const saved = await updateSmsSettings({
        ...values,
        reminderHours: values.reminderHours
          .split(/[,\s]+/)
          .filter(Boolean)
          .map((hours) => (/^\d+$/.test(hours) ? Number(hours) : Number.NaN)),
      });
      form.resetForm({ values: valuesOf(saved) });
      notify(
        'success',
        'Text Messages Saved',
        saved.enabled ? 'Brides who tick the box at booking get their texts.' : 'No texts are sent.',
      );
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Text Message Settings', (fields) => ({
        ...fields,
        reminderHours:
          fields.reminderHours ?? Object.entries(fields).find(([name]) => name.startsWith('reminderHours'))?.[1],
      }));
    }
  }
  return (
    <Formik initialValues={valuesOf(view)} validate={validate} onSubmit={submit} enableReinitialize>
      <FocusingForm aria-label="Text message settings">
        <SectionCard title="Text Messages">
          <Text color="fg.muted">
            Text brides their confirmation and reminders they confirm by replying C, from your own Twilio number. Only
            brides who tick the box when they book get texts; STOP, START and HELP are answered for you. E-mail stays on
            for everyone.
          </Text>
          {!view.available && (
            <Text role="status" color="orange.700">
              Texts are not available on this server yet: its operator must set SMS_ENCRYPTION_KEY.
            </Text>
          )}
          <SwitchField name="enabled" label="Send text messages" hint="Off: no texts are sent; your settings stay." />
          <TextField name="accountSid" label="Twilio Account SID" autoComplete="off" placeholder="AC..." />
          <TextField
            name="authToken"
            label="Twilio auth token"
            type="password"
            autoComplete="new-password"
            helperText={
              view.hasAuthToken
                ? 'Saved and kept encrypted. Leave empty to keep it.'
                : 'Kept encrypted; never shown again.'
            }
          />
          <TextField
            name="fromNumber"
            label="Your Twilio number"
            type="tel"
            inputMode="tel"
            placeholder="+1 212 555 0100"
          />
          <TextField
            name="reminderHours"
            label="Reminders (hours before the appointment)"
            inputMode="numeric"
            helperText="One or two, e.g. 48, 24."
          />
          <TextField name="quietStart" label="Quiet hours start" type="time" helperText="No texts from this time..." />
          <TextField
            name="quietEnd"
            label="Quiet hours end"
            type="time"
            helperText="...until this time, in your time zone."
          />
          <Text color="fg.muted" textStyle="sm">
            In Twilio, set your number&apos;s “A message comes in” webhook (HTTP POST) to{' '}
            <Code wordBreak="break-all">{view.webhookUrl}</Code>
          </Text>
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Text Messages
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}

/** The settings page's text message section, once the settings are fetched. */
export function SmsSettingsSection() {
  return (
    <Fetched what="your text message settings" fetched={useSmsSettings()}>
      {(view) => <SmsSettingsForm view={view} />}
    </Fetched>
  );
}
