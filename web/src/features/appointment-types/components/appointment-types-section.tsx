import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { AppointmentType, AppointmentTypesResponse } from '@bridal/shared/appointments/appointment-types';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { removeAppointmentType, useAppointmentTypes } from '../api/appointment-types-api';
import { AppointmentTypeForm } from './appointment-type-form';
import { FittingRoomsEditor } from './fitting-rooms-editor';

const describeType = (type: AppointmentType, rooms: AppointmentTypesResponse['rooms']) => {
  const roomNames = type.roomIds.map((id) => rooms.find((room) => room.id === id)?.name).filter(Boolean);
  return [
    `${type.durationMinutes} min`,
    type.bufferMinutes > 0 ? `${type.bufferMinutes} min after` : null,
    `up to ${type.maxParty} guests`,
    roomNames.length > 0 ? roomNames.join(', ') : 'any room',
    type.bookableOnline ? null : 'staff only',
  ]
    .filter(Boolean)
    .join(' · ');
};

function AppointmentTypesEditor({ data }: { data: AppointmentTypesResponse }) {
  const [editing, setEditing] = useState<AppointmentType | null>(null);
  async function remove(type: AppointmentType) {
    try {
      const { removed } = await removeAppointmentType(type.id);
      notify('success', `${type.name} removed.`, removed === 'archived' ? 'Its appointments keep it.' : undefined);
    } catch (error) {
      notify('error', 'Could Not Remove the Type', failureText(error));
    }
  }
  return (
    <Stack gap="6">
      <FittingRoomsEditor rooms={data.rooms} />
      <Stack gap="3">
        <Text fontWeight="semibold">Appointment types</Text>
        {data.types.length === 0 ? (
          <Text color="fg.muted">No types: every appointment has your appointment length and no buffer.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.types.map((type) => (
              <HStack as="li" key={type.id} justify="space-between" gap="2" wrap="wrap">
                <Stack gap="0">
                  <Text fontWeight="medium">{type.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {describeType(type, data.rooms)}
                  </Text>
                </Stack>
                <HStack gap="2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(type)} aria-label={`Edit ${type.name}`}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void remove(type)}
                    aria-label={`Remove ${type.name}`}
                  >
                    Remove
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
        <AppointmentTypeForm
          key={editing?.id ?? 'new'}
          type={editing}
          rooms={data.rooms}
          currency={data.currency}
          onDone={() => setEditing(null)}
        />
      </Stack>
    </Stack>
  );
}

/** The settings page's section: the boutique's fitting rooms and appointment types (admins only). */
export function AppointmentTypesSection() {
  return (
    <SectionCard
      title="Appointment types and fitting rooms"
      description="Each type has its length, the time its room needs after it and how many may come along; brides pick one when they book."
    >
      <Fetched what="your appointment types" fetched={useAppointmentTypes()}>
        {(data) => <AppointmentTypesEditor data={data} />}
      </Fetched>
    </SectionCard>
  );
}
