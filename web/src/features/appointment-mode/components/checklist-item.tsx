import { Box, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { DressVerdict } from '@bridal/shared/appointments/appointment';
import {
  type ChecklistDress,
  checklistDressSchema,
  checklistLimits,
  checklistMessages,
} from '@bridal/shared/appointments/appointment-detail';
import { useId, useRef, useState } from 'react';
import { ValidationError } from 'yup';
import { notify } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { saveChecklistDress } from '../api/save-checklist-dress';
import { formatMoney } from '@bridal/shared/format/money';
import { ToggleChip } from './toggle-chip';

interface ChecklistItemProps {
  appointmentId: string;
  dress: ChecklistDress;
  /** Told of every saved change, so the outcome form sees what she loved and what was pulled. */
  onSaved: (dress: ChecklistDress) => void;
  readOnly?: boolean;
}

type Marks = Pick<ChecklistDress, 'pulled' | 'triedOn' | 'verdict' | 'reason'>;

/** Her two verdicts on a dress; tapping the chosen one again clears it. */
const verdictChips: { verdict: DressVerdict; label: string; colorPalette: string }[] = [
  { verdict: 'loved', label: 'Loved', colorPalette: 'green' },
  { verdict: 'not_for_her', label: 'Not for her', colorPalette: 'red' },
];

/**
 * One dress of the pull list: Pulled, Tried on, Loved or Not for her (with why), each saved on
 * the tap. A failed save keeps her choice on screen with the reason it failed, to try again.
 */
export function ChecklistItem({ appointmentId, dress, onSaved, readOnly = false }: ChecklistItemProps) {
  const [marks, setMarks] = useState<Marks>({
    pulled: dress.pulled,
    triedOn: dress.triedOn,
    verdict: dress.verdict,
    reason: dress.reason,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef(0);
  const headingId = useId();
  const reasonId = useId();

  async function save(next: Marks) {
    setMarks(next);
    setError(null);
    const body = { dressName: dress.dressName, ...next };
    try {
      checklistDressSchema.validateSync(body);
    } catch (invalid) {
      // 'Not for her' waits for its reason before it is saved.
      if (invalid instanceof ValidationError && next.verdict === 'not_for_her' && !next.reason.trim()) return;
      setError(invalid instanceof ValidationError ? invalid.message : String(invalid));
      return;
    }
    const call = ++latest.current;
    setSaving(true);
    try {
      const saved = await saveChecklistDress(appointmentId, dress.dressKey, body);
      if (call === latest.current) onSaved(saved);
    } catch (failure) {
      if (call !== latest.current) return;
      const message =
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : 'Not saved: check your connection and tap again.';
      setError(message);
      notify('error', `${dress.dressName} was not saved`, message);
    } finally {
      if (call === latest.current) setSaving(false);
    }
  }

  const toggleVerdict = (verdict: DressVerdict) =>
    save({
      ...marks,
      verdict: marks.verdict === verdict ? null : verdict,
      // Loved or not for her: she tried it on.
      triedOn: marks.verdict === verdict ? marks.triedOn : true,
      pulled: marks.verdict === verdict ? marks.pulled : true,
      reason: marks.verdict === verdict ? '' : marks.reason,
    });

  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      bg={marks.verdict === 'loved' ? 'green.50' : 'white'}
      aria-busy={saving}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="baseline" gap="2">
          <Text as="h3" id={headingId} fontWeight="semibold" lineClamp={2}>
            {dress.dressName}
          </Text>
          {dress.price !== null && (
            <Text color="fg.muted" fontSize="sm" flexShrink={0}>
              {formatMoney(dress.price)}
            </Text>
          )}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <ToggleChip
            pressed={marks.pulled}
            disabled={readOnly}
            onToggle={() => save({ ...marks, pulled: !marks.pulled })}
          >
            Pulled
          </ToggleChip>
          <ToggleChip
            pressed={marks.triedOn}
            disabled={readOnly}
            onToggle={() => save({ ...marks, triedOn: !marks.triedOn, pulled: marks.pulled || !marks.triedOn })}
          >
            Tried on
          </ToggleChip>
          {verdictChips.map(({ verdict, label, colorPalette }) => (
            <ToggleChip
              key={verdict}
              pressed={marks.verdict === verdict}
              colorPalette={colorPalette}
              disabled={readOnly}
              onToggle={() => toggleVerdict(verdict)}
            >
              {label}
            </ToggleChip>
          ))}
        </HStack>
        {marks.verdict === 'not_for_her' && (
          <Field.Root invalid={!marks.reason.trim() || Boolean(error)} required>
            <Field.Label htmlFor={reasonId}>Why not?</Field.Label>
            <Input
              id={reasonId}
              size="lg"
              value={marks.reason}
              maxLength={checklistLimits.reason}
              placeholder="Too heavy, wants sleeves..."
              disabled={readOnly}
              onChange={(event) => setMarks({ ...marks, reason: event.target.value })}
              onBlur={() => save(marks)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') save(marks);
              }}
            />
            {!marks.reason.trim() && <Field.HelperText color="fg.muted">{checklistMessages.reason}</Field.HelperText>}
          </Field.Root>
        )}
        {error && (
          <Text role="alert" color="red.700" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
