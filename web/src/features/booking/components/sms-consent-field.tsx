import { Stack, Text } from '@chakra-ui/react';
import { smsConsentWording } from '@bridal/shared/appointments/sms';
import { useId } from 'react';
import { useVisibleError } from '../../../components/form/form-field';
import { NativeCheckbox } from '../../../components/form/native-checkbox';

/**
 * Her yes to texts about this appointment (confirmation, reminders she can answer C to): unticked
 * unless she ticks it, at the phone number above, in the very words the boutique keeps with it.
 */
export function SmsConsentField() {
  const id = useId();
  const error = useVisibleError('smsConsent');
  return (
    <Stack gap="1">
      <NativeCheckbox name="smsConsent" id={id} label={smsConsentWording} boxSize="5" aria-describedby={`${id}-help`} />
      <Text id={`${id}-help`} textStyle="xs" color="fg.muted" ps="7">
        Enter your mobile number above with its country code, e.g. +1 212 555 0100.
      </Text>
      {error && (
        <Text role="alert" textStyle="sm" color="red.700" ps="7">
          {error}
        </Text>
      )}
    </Stack>
  );
}
