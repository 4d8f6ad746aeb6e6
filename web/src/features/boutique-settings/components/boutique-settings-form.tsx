import { Alert, Stack, Text } from '@chakra-ui/react';
import type { BoutiqueSettings, BoutiqueSettingsRequest } from '@bridal/shared/appointments/boutique-settings';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { updateBoutiqueSettings } from '../api/update-boutique-settings';
import {
  nestedErrors,
  outsideHoursNotice,
  type SettingsFormValues,
  timeZoneOptions,
  toFormValues,
} from '../utils/settings-form-values';
import { settingsSchemaModule } from '../utils/settings-schema';
import { ClosedDatesFields } from './closed-dates-fields';
import { OpeningHoursFields } from './opening-hours-fields';

const validate = validateWithSchema<SettingsFormValues>(() =>
  settingsSchemaModule().then((module) => module.boutiqueSettingsSchema),
);

/**
 * The boutique's schedule settings (admins): time zone, weekly hours, appointment length, how many
 * appointments run at once and closed dates. Booked appointments are never dropped by a change:
 * after a save, the page says how many now fall outside the hours.
 */
export function BoutiqueSettingsForm({ settings }: { settings: BoutiqueSettings }) {
  const [notice, setNotice] = useState<string | null>(null);
  const zones = useMemo(
    () => timeZoneOptions(settings.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [settings.timeZone],
  );

  async function submit(values: SettingsFormValues, form: FormikHelpers<SettingsFormValues>) {
    setNotice(null);
    try {
      const { boutiqueSettingsSchema } = await settingsSchemaModule();
      const request = boutiqueSettingsSchema.cast(values, { stripUnknown: true }) as BoutiqueSettingsRequest;
      const saved = await updateBoutiqueSettings(request);
      const outside = outsideHoursNotice(saved.outsideHours);
      setNotice(outside);
      notify(outside ? 'warning' : 'success', 'Settings Saved', outside ?? 'Your schedule settings are saved.');
      form.resetForm({ values: toFormValues(saved) });
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Settings', nestedErrors);
    }
  }

  return (
    <Formik initialValues={toFormValues(settings)} validate={validate} onSubmit={submit} enableReinitialize>
      <FocusingForm>
        <Stack gap="6">
          {notice && (
            <Alert.Root status="warning" variant="outline" bg="white" borderRadius="lg" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{notice}</Alert.Title>
                <Alert.Description>They are flagged as outside hours in the schedule.</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <SectionCard title="Time Zone and Appointments">
            <Stack gap="4" maxW="lg">
              <SelectField
                name="timeZone"
                label="Time zone"
                helperText="Every appointment time is shown in this zone."
                options={zones}
              />
              <TextField
                name="appointmentMinutes"
                label="Appointment length (minutes)"
                type="number"
                inputMode="numeric"
                min={15}
                max={480}
                step={5}
                required
                helperText="From 15 to 480 minutes, in steps of 5. Booked appointments keep their length."
              />
              <TextField
                name="capacity"
                label="Appointments at once"
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                required
                helperText="How many brides you can see at the same time (fitting rooms)."
              />
            </Stack>
          </SectionCard>
          <SectionCard title="Opening Hours">
            <Text color="fg.muted">
              In your boutique&apos;s local time. A day without hours is closed; up to four ranges a day.
            </Text>
            <OpeningHoursFields />
          </SectionCard>
          <SectionCard title="Closed Dates">
            <Text color="fg.muted">Holidays and other days the boutique is closed. Brides cannot book them.</Text>
            <ClosedDatesFields />
          </SectionCard>
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Settings
          </SubmitButton>
        </Stack>
      </FocusingForm>
    </Formik>
  );
}
