import { Button, SimpleGrid } from '@chakra-ui/react';
import { type ScoreCardAnswer, scoreCardAnswerLabels, scoreCardAnswers } from '@bridal/shared/coaching/score-card';

const answerColours: Record<ScoreCardAnswer, string> = { yes: 'green', no: 'red', not_relevant: 'gray' };

interface AnswerButtonsProps {
  /** The behaviour's label element: the group is named by it. */
  labelledBy: string;
  value: ScoreCardAnswer | undefined;
  onChange: (answer: ScoreCardAnswer) => void;
}

/** Yes / No / Not relevant for one behaviour: three large buttons side by side, one pressed at most. */
export function AnswerButtons({ labelledBy, value, onChange }: AnswerButtonsProps) {
  return (
    <SimpleGrid columns={3} gap="2" role="group" aria-labelledby={labelledBy}>
      {scoreCardAnswers.map((answer) => {
        const pressed = value === answer;
        return (
          <Button
            key={answer}
            type="button"
            minH="12"
            px="2"
            fontSize="sm"
            whiteSpace="normal"
            lineHeight="short"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={answerColours[answer]}
            // The default solid greens and reds are too light for white text (WCAG AA).
            bg={pressed ? `${answerColours[answer]}.700` : undefined}
            aria-pressed={pressed}
            onClick={() => onChange(answer)}
          >
            {scoreCardAnswerLabels[answer]}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
