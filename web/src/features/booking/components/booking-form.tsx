import { Heading, Stack, Text } from '@chakra-ui/react';
import {
  type BookingLinkView,
  type BookingRequest,
  bookingRequestSchema,
  type BookingResult,
  type BookingSlot,
} from '@bridal/shared/appointments/booking';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { useVisibleError } from '../../../components/form/form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { bookWithLink } from '../api/use-booking-link';
import { describeBookingError, nextSlotsOf } from '../utils/booking-errors';
import { BookingCard } from './booking-frame';
import { ConsentCheckbox } from './consent-checkbox';
import { AppointmentTypeFields } from './appointment-type-fields';
import { SlotPicker } from './slot-picker';
import { SmsConsentField } from './sms-consent-field';
import { SlotTakenAlert } from './slot-taken-alert';
import { goToPayment, PolicyAgreement, policyAgreementErrors } from './policy-agreement';

// The page is the bride's only way here, so the schema comes with it (no lazy load to win).
const validate = validateWithSchema<BookingRequest>(() => Promise.resolve(bookingRequestSchema));

export const consentLabel = 'You may contact me about my appointment and follow up afterwards';

const initialValuesOf = (view: BookingLinkView): BookingRequest => ({
  startsAt: '',
  email: '',
  phone: '',
  followUpConsent: false,
  smsConsent: false,
  appointmentTypeId: view.appointmentTypeId,
  partySize: null,
});

function SlotField({ slots, timeZone }: { slots: BookingSlot[]; timeZone: string }) {
  const { values, setFieldValue } = useFormikContext<BookingRequest>();
  const error = useVisibleError('startsAt');
  return (
    <SlotPicker
      slots={slots}
      timeZone={timeZone}
      value={values.startsAt}
      onChange={(startsAt) => void setFieldValue('startsAt', startsAt)}
      error={error}
    />
  );
}

/**
 * The 'book' link's form: a time, her e-mail, her phone (optional) and the follow-up consent,
 * unticked. A time taken meanwhile (409) offers the next free ones in its place.
 */
export function BookingForm({
  token,
  view,
  onBooked,
  onTypeChange = () => undefined,
}: {
  token: string;
  view: BookingLinkView;
  onBooked: (result: BookingResult) => void;
  /** She chose another type: the page fetches its times. */
  onTypeChange?: (typeId: string) => void;
}) {
  const [taken, setTaken] = useState<BookingSlot[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(values: BookingRequest, helpers: FormikHelpers<BookingRequest>) {
    setFailure(undefined);
    try {
      const result = await bookWithLink(token, { ...values, phone: values.phone ?? '' });
      if (!goToPayment(result)) onBooked(result);
    } catch (error) {
      const nextSlots = nextSlotsOf(error);
      if (nextSlots) {
        setTaken(nextSlots);
        void helpers.setFieldValue('startsAt', '', false);
      } else {
        setFailure(describeBookingError(error));
      }
    }
  }

  return (
    <BookingCard>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            Book your appointment
          </Heading>
          <Text color="fg.muted">
            {view.bride.firstName ? `${view.bride.firstName}, pick` : 'Pick'} a time at {view.boutique.name}.
          </Text>
        </Stack>
        <Formik
          initialValues={initialValuesOf(view)}
          validate={async (values) => ({ ...(await validate(values)), ...policyAgreementErrors(view, values) })}
          onSubmit={submit}
        >
          <FocusingForm method="post">
            <Stack gap="6">
              <SlotTakenAlert taken={taken} />
              <AppointmentTypeFields types={view.appointmentTypes} onTypeChange={onTypeChange} />
              <SlotField slots={taken && taken.length > 0 ? taken : view.slots} timeZone={view.boutique.timeZone} />
              <TextField name="email" label="E-mail" type="email" autoComplete="email" inputMode="email" required />
              <TextField
                name="phone"
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                helperText="Only if you'd like the boutique to be able to call you."
              />
              <ConsentCheckbox name="followUpConsent" label={consentLabel} />
              {view.textsOffered && <SmsConsentField />}
              <PolicyAgreement view={view} />
              {failure && (
                <Text role="alert" color="red.700">
                  {failure}
                </Text>
              )}
              <SubmitButton submittingLabel="Booking...">Book appointment</SubmitButton>
            </Stack>
          </FocusingForm>
        </Formik>
      </Stack>
    </BookingCard>
  );
}
