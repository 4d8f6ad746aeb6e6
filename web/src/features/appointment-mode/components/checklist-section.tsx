import { Stack, Text } from '@chakra-ui/react';
import { type ChecklistDress, dressKeyOfName } from '@bridal/shared/appointments/appointment-detail';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { saveChecklistDress } from '../api/save-checklist-dress';
import { ChecklistItem } from './checklist-item';
import { DressSearch, type PickedDress } from './dress-search';

interface ChecklistSectionProps {
  appointmentId: string;
  checklist: ChecklistDress[];
  onSaved: (dress: ChecklistDress) => void;
  readOnly: boolean;
}

/** Her pull list as a checklist, and 'Add a dress' for one pulled in the room. */
export function ChecklistSection({ appointmentId, checklist, onSaved, readOnly }: ChecklistSectionProps) {
  const [adding, setAdding] = useState(false);

  async function add(picked: PickedDress) {
    const dressKey = picked.dressId ?? dressKeyOfName(picked.dressName);
    if (checklist.some((dress) => dress.dressKey === dressKey)) return;
    setAdding(true);
    try {
      const saved = await saveChecklistDress(appointmentId, dressKey, {
        dressName: picked.dressName,
        pulled: true,
        triedOn: false,
        verdict: null,
        reason: '',
      });
      onSaved(saved);
    } catch (failure) {
      notify(
        'error',
        `${picked.dressName} was not added`,
        failure instanceof ApiError ? failure.serverMessage : 'Check your connection and try again.',
      );
    } finally {
      setAdding(false);
    }
  }

  return (
    <SectionCard title="Pull list">
      {checklist.length === 0 ? (
        <Text color="fg.muted">Her plan names no dresses yet. Add the ones you pull below.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {checklist.map((dress) => (
            <ChecklistItem
              key={dress.dressKey}
              appointmentId={appointmentId}
              dress={dress}
              onSaved={onSaved}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Stack gap="2" aria-busy={adding}>
          <DressSearch label="Add a dress" onPick={add} typedLabel={(name) => `Add "${name}"`} />
        </Stack>
      )}
    </SectionCard>
  );
}
