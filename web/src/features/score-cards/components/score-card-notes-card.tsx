import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ScoreCardNotes } from '@bridal/shared/coaching/score-card-view';
import { type Area, type BoutiqueRef, paths } from '@bridal/shared/web/page-paths';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { formatZonedDay } from '../../../lib/format-zoned-time';
import { countOf } from '@bridal/shared/wording/count-of';
import { useScoreCardNotes } from '../api/get-score-card-notes';

interface ScoreCardNotesListProps {
  notes: ScoreCardNotes;
  area: Area;
  boutiqueId: BoutiqueRef;
}

/** The unread notes, each opening its appointment's card (which marks it read). */
export function ScoreCardNotesList({ notes, area, boutiqueId }: ScoreCardNotesListProps) {
  const unread = notes.notes.filter((note) => !note.seen);
  if (unread.length === 0) return null;
  return (
    <SectionCard
      title="Notes on your score cards"
      description={`${countOf(notes.unseen, 'new note')} from your admin.`}
    >
      <Stack as="ul" gap="2" ps="0" m="0">
        {unread.map((note) => (
          <Box key={note.appointmentId} as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3">
            <Flex gap="3" wrap="wrap" justify="space-between" align="center">
              <Stack gap="0.5" minW="0" flex="1">
                <Text fontWeight="semibold">
                  {`${note.brideName} · ${formatZonedDay(note.appointmentStartsAt, notes.timeZone)}`}
                </Text>
                <Text lineClamp={2} overflowWrap="anywhere">
                  {note.note}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {`${note.reviewedByName ?? 'An admin'}, ${formatZonedDay(note.reviewedAt, notes.timeZone)}`}
                </Text>
              </Stack>
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <RouterLink
                  to={paths.appointmentMode(area, boutiqueId, note.brideId, note.appointmentId)}
                  aria-label={`Read the note on ${note.brideName}'s score card`}
                >
                  Read
                </RouterLink>
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The dashboard's 'Notes on your score cards': shown only while one is unread. */
export function ScoreCardNotesCard({ area, boutiqueId }: Omit<ScoreCardNotesListProps, 'notes'>) {
  const { data } = useScoreCardNotes();
  return data ? <ScoreCardNotesList notes={data} area={area} boutiqueId={boutiqueId} /> : null;
}
