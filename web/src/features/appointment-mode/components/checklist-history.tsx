import { Stack, Text } from '@chakra-ui/react';
import type { ChecklistChange } from '@bridal/shared/appointments/appointment-detail';
import { SectionCard } from '../../../components/layout/section-card';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';

/** One save in words: "Lila: pulled, tried on, loved". */
export function describeChecklistChange({ dress }: ChecklistChange): string {
  const marks = [
    dress.pulled ? 'pulled' : 'not pulled',
    ...(dress.triedOn ? ['tried on'] : []),
    ...(dress.verdict === 'loved' ? ['loved'] : []),
    ...(dress.verdict === 'not_for_her' ? [`not for her${dress.reason ? ` (${dress.reason})` : ''}`] : []),
  ];
  return `${dress.dressName}: ${marks.join(', ')}`;
}

/** Every save of the pull list with who made it and when, newest first; nothing before the first. */
export function ChecklistHistory({ history, timeZone }: { history: ChecklistChange[]; timeZone: string }) {
  if (history.length === 0) return null;
  return (
    <SectionCard title="Pull list changes">
      <Stack as="ol" gap="2" listStyleType="none">
        {history.map((change, index) => (
          <li key={`${change.changedAt}-${index}`}>
            <Text fontSize="sm">
              <strong>{formatZonedDayAndTime(change.changedAt, timeZone)}</strong>, {change.changedByName || 'someone'}:{' '}
              {describeChecklistChange(change)}
            </Text>
          </li>
        ))}
      </Stack>
    </SectionCard>
  );
}
