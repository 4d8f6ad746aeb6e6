import { Text } from '@chakra-ui/react';
import type { BookingRules } from '@bridal/shared/waitlist/waitlist';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { saveBookingRules, useBookingRules } from '../api/waitlist-api';

/** Typed as text; the server checks the ranges and says which field is wrong. */
const validate = async () => ({});

/** The cut-off for a bride's own moves and cancels, and how long a waitlist offer holds its time (admins). */
export function BookingRulesForm({ rules }: { rules: BookingRules }) {
  async function submit(values: BookingRules, form: FormikHelpers<BookingRules>) {
    try {
      const saved = await saveBookingRules({
        changeCutoffHours: Number(values.changeCutoffHours),
        waitlistHoldMinutes: Number(values.waitlistHoldMinutes),
      });
      form.resetForm({ values: saved });
      notify('success', 'Booking Rules Saved', 'Brides see them from their next change or offer.');
    } catch (error) {
      showFailure(error, form, 'Could Not Save the Booking Rules');
    }
  }
  return (
    <Formik initialValues={rules} validate={validate} onSubmit={submit} enableReinitialize>
      <FocusingForm aria-label="Booking rules">
        <SectionCard title="Changes and Waitlist">
          <Text color="fg.muted">
            Inside the cut-off a bride cannot move or cancel with her own link; she is asked to call or write to you.
            You and your team can always change an appointment.
          </Text>
          <TextField
            name="changeCutoffHours"
            label="Cut-off for her own changes (hours before the appointment)"
            inputMode="numeric"
            helperText="0: she can change it until it starts."
          />
          <TextField
            name="waitlistHoldMinutes"
            label="How long a waitlist offer holds its time (minutes)"
            inputMode="numeric"
            helperText="Unanswered by then, the time goes to the next bride on the list."
          />
          <SubmitButton submittingLabel="Saving..." width={{ base: 'full', sm: 'auto' }} alignSelf="flex-start">
            Save Changes and Waitlist
          </SubmitButton>
        </SectionCard>
      </FocusingForm>
    </Formik>
  );
}

/** The settings page's section, once the rules are fetched. */
export function BookingRulesSection() {
  return (
    <Fetched what="your booking rules" fetched={useBookingRules()}>
      {(rules) => <BookingRulesForm rules={rules} />}
    </Fetched>
  );
}
