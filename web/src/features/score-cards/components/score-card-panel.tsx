import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { scoreCardMessages } from '@bridal/shared/coaching/score-card';
import type { ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import { useEffect, useRef, useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { ApiError } from '../../../lib/api-client';
import { formatZonedDay } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { failureStatus } from '../../../lib/server-error';
import { useScoreCard } from '../api/get-score-card';
import { markReviewSeen } from '../api/mark-review-seen';
import { reviewScoreCard } from '../api/review-score-card';
import { saveScoreCard } from '../api/save-score-card';
import { draftAnswersOf } from '../utils/score-card-answers';
import { ReviewNoteForm } from './review-note-form';
import { ScoreCardForm } from './score-card-form';
import { ScoreCardSummary } from './score-card-summary';

/** The admin's note as the consultant reads it (and the admin sees what she wrote). */
function ReviewNote({ view }: { view: ScoreCardView }) {
  const card = view.card!;
  return (
    <Box borderLeftWidth="4px" borderColor="brand.500" bg="brand.50" borderRadius="md" p="3" data-testid="review-note">
      <Text fontSize="sm" fontWeight="semibold" color="brand.900">
        {`Note from ${card.reviewedByName ?? 'an admin'}${card.reviewedAt ? `, ${formatZonedDay(card.reviewedAt, view.timeZone)}` : ''}`}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {card.reviewNote}
      </Text>
    </Box>
  );
}

/** The review: the note, and for an admin the field to write or change it. */
function Review({ view, onReviewed }: { view: ScoreCardView; onReviewed: (view: ScoreCardView) => void }) {
  const [editing, setEditing] = useState(false);
  const note = view.card?.reviewNote ?? '';
  if (!view.canReview) return note ? <ReviewNote view={view} /> : null;
  if (note && !editing) {
    return (
      <Stack gap="2">
        <ReviewNote view={view} />
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => setEditing(true)}>
          Change note
        </Button>
      </Stack>
    );
  }
  return (
    <ReviewNoteForm
      note={note}
      onSave={async (text) => {
        onReviewed(await reviewScoreCard(view.appointmentId, text));
        setEditing(false);
      }}
      onCancel={note ? () => setEditing(false) : undefined}
    />
  );
}

interface ScoreCardPanelProps {
  appointmentId: string;
  /** Right after 'End appointment': the card comes into view, ready to fill. */
  justEnded?: boolean;
}

/**
 * The appointment's score card, once it has an outcome: to fill (a tap per behaviour, then Save),
 * to read and edit, and the admin's review note. A consultant who opens a card with a note she has
 * not read marks it read.
 */
export function ScoreCardPanel({ appointmentId, justEnded = false }: ScoreCardPanelProps) {
  const { data: view, error, mutate } = useScoreCard(appointmentId);
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLDivElement>(null);
  const unseen = view?.noteUnseen === true;

  useEffect(() => {
    if (!unseen) return;
    // Read on screen: the dashboard's list of unread notes lets it go (a failure keeps it listed).
    markReviewSeen(appointmentId).catch(() => undefined);
  }, [unseen, appointmentId]);

  const readyToFill = view !== undefined && view.card === null && view.canFill;
  useEffect(() => {
    if (justEnded && readyToFill) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [justEnded, readyToFill]);

  // A colleague's card is hers; before the outcome there is nothing to fill.
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
  if (view && !view.hasOutcome) return null;

  const save = async (answers: Parameters<typeof saveScoreCard>[1]['answers']) => {
    const saved = await saveScoreCard(appointmentId, { answers });
    await mutate(saved, { revalidate: false });
    setEditing(false);
    notify('success', scoreCardMessages.saved);
  };

  let content;
  if (error) {
    content = <Text color="red.700">{`The score card could not be loaded: ${failureStatus(error)}`}</Text>;
  } else if (!view) {
    content = <Text color="fg.muted">Loading the score card...</Text>;
  } else if (view.canFill && (view.card === null || editing)) {
    content = (
      <ScoreCardForm
        behaviours={view.behaviours}
        initial={draftAnswersOf(view.behaviours, view.card)}
        onSave={save}
        onCancel={view.card ? () => setEditing(false) : undefined}
      />
    );
  } else if (view.card) {
    content = (
      <Stack gap="4">
        <ScoreCardSummary behaviours={view.behaviours} card={view.card} timeZone={view.timeZone} />
        {view.canFill && (
          <Button variant="outline" size="lg" onClick={() => setEditing(true)}>
            Edit score card
          </Button>
        )}
        <Review view={view} onReviewed={(reviewed) => void mutate(reviewed, { revalidate: false })} />
      </Stack>
    );
  } else {
    content = <Text color="fg.muted">Not filled in yet.</Text>;
  }

  return (
    <Box ref={section} scrollMarginTop="4">
      <SectionCard
        title="Score card"
        description={
          view && view.card === null && view.canFill
            ? 'Which of these happened? A tap for each, then Save: under 30 seconds.'
            : undefined
        }
      >
        {content}
      </SectionCard>
    </Box>
  );
}
