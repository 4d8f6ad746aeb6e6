import { Text } from '@chakra-ui/react';
import type { BookingFailure } from '../utils/booking-failure';
import { SlotPicker } from './slot-picker';

interface TimeChoiceProps {
  /** The chosen start (ISO), or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** Why the last try was refused; its next free times are offered instead of the whole list. */
  failure: BookingFailure | null;
  /** A message of the form's own, e.g. no time chosen. */
  error?: string;
  /** A walk-in: 'Now' is offered first (value walkInNow). */
  offerNow?: boolean;
  /** The type booked: its own times. */
  appointmentTypeId?: string;
}

/** Picking the time of a booking or a move: the refusal of the last try, then the free times. */
export function TimeChoice({ value, onChange, failure, error, offerNow = false, appointmentTypeId }: TimeChoiceProps) {
  return (
    <>
      {failure && (
        <Text role="alert" color="red.700">
          {failure.message}
          {failure.nextSlots.length > 0 ? ' The next free times:' : ''}
        </Text>
      )}
      {error && <Text color="red.700">{error}</Text>}
      <SlotPicker
        value={value}
        onChange={onChange}
        suggested={failure?.nextSlots}
        offerNow={offerNow}
        appointmentTypeId={appointmentTypeId}
      />
    </>
  );
}
