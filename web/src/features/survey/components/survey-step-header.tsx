import { HStack, Progress } from '@chakra-ui/react';
import { stepPercent } from '../utils/survey-steps';

/** 'Step X of 11', the percentage and a bar. */
export function SurveyStepHeader({ step, total }: { step: number; total: number }) {
  const percent = stepPercent(step);
  return (
    <Progress.Root value={percent} colorPalette="brand" size="sm" max={100}>
      <HStack justify="space-between" mb="2">
        <Progress.Label fontWeight="semibold" color="brand.fg" fontSize="sm">
          Step {step} of {total}
        </Progress.Label>
        <Progress.ValueText color="gray.700" fontSize="sm" aria-live="off">
          {percent}%
        </Progress.ValueText>
      </HStack>
      <Progress.Track rounded="full" bg="brand.100" aria-label={`Survey progress: step ${step} of ${total}`}>
        <Progress.Range rounded="full" />
      </Progress.Track>
    </Progress.Root>
  );
}
