import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type FittingRoom,
  type FittingRoomRequest,
  fittingRoomSchema,
} from '@bridal/shared/appointments/appointment-types';
import { Formik, type FormikHelpers } from 'formik';
import { FocusingForm } from '../../../components/form/focus-first-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { validateWithSchema } from '../../../lib/lazy-schema';
import { notify } from '../../../lib/notify';
import { failureText, showFailure } from '../../../lib/show-failure';
import { removeFittingRoom, saveFittingRoom } from '../api/appointment-types-api';

const validate = validateWithSchema<FittingRoomRequest>(() => Promise.resolve(fittingRoomSchema));

/** The boutique's fitting rooms: named, added and removed (a room with appointments is kept for them). */
export function FittingRoomsEditor({ rooms }: { rooms: FittingRoom[] }) {
  async function add(values: FittingRoomRequest, form: FormikHelpers<FittingRoomRequest>) {
    try {
      await saveFittingRoom(null, values);
      form.resetForm();
    } catch (error) {
      showFailure(error, form, 'Could Not Add the Room');
    }
  }
  async function remove(room: FittingRoom) {
    try {
      const { removed } = await removeFittingRoom(room.id);
      notify('success', `${room.name} removed.`, removed === 'archived' ? 'Its past appointments keep it.' : undefined);
    } catch (error) {
      notify('error', 'Could Not Remove the Room', failureText(error));
    }
  }
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">Fitting rooms</Text>
      {rooms.length === 0 ? (
        <Text color="fg.muted">No rooms named: your capacity counts how many brides you see at once.</Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none">
          {rooms.map((room) => (
            <HStack as="li" key={room.id} justify="space-between" gap="2">
              <Text>{room.name}</Text>
              <Button size="sm" variant="outline" onClick={() => void remove(room)} aria-label={`Remove ${room.name}`}>
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Formik initialValues={{ name: '' }} validate={validate} onSubmit={add}>
        <FocusingForm method="post">
          <HStack gap="2" align="flex-end" wrap="wrap">
            <TextField name="name" label="New room's name" maxW="xs" />
            <SubmitButton submittingLabel="Adding...">Add room</SubmitButton>
          </HStack>
        </FocusingForm>
      </Formik>
    </Stack>
  );
}
