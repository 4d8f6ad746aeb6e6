import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type ScoreCardAnswer,
  scoreCardAnswerLabels,
  type ScoreCardBehaviour,
} from '@bridal/shared/coaching/score-card';
import type { SavedScoreCard } from '@bridal/shared/coaching/score-card-view';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';

const badgeColour: Record<ScoreCardAnswer, string> = { yes: 'green', no: 'red', not_relevant: 'gray' };

/** A filled card: each behaviour it asks about now with its answer, and who filled it when. */
export function ScoreCardSummary({
  behaviours,
  card,
  timeZone,
}: {
  behaviours: readonly ScoreCardBehaviour[];
  card: SavedScoreCard;
  timeZone: string;
}) {
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" ps="0" m="0">
        {behaviours.map(({ key, label }) => {
          const answer = card.answers[key];
          return (
            <HStack as="li" key={key} listStyleType="none" justify="space-between" gap="3" align="flex-start">
              <Text overflowWrap="anywhere">{label}</Text>
              <Badge
                flexShrink={0}
                colorPalette={answer ? badgeColour[answer] : 'gray'}
                variant={answer ? 'solid' : 'outline'}
              >
                {answer ? scoreCardAnswerLabels[answer] : 'Not asked then'}
              </Badge>
            </HStack>
          );
        })}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {`Filled in by ${card.filledByName ?? 'a former team member'}, ${formatZonedDayAndTime(card.filledAt, timeZone)}${
          card.updatedAt !== card.filledAt ? `; last changed ${formatZonedDayAndTime(card.updatedAt, timeZone)}` : ''
        }.`}
      </Text>
    </Stack>
  );
}
