import { HStack, Text } from '@chakra-ui/react';

const maxStars = 5;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A confidence from 0 to 1 as 1-5 stars (confidence x 5, rounded) and a percentage. */
export function ConfidenceStars({ confidence }: { confidence: number }) {
  const value = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  const stars = Math.round(value * maxStars);
  const percent = Math.round(value * 100);
  return (
    <HStack gap="2" wrap="wrap">
      <HStack gap="0.5" color="yellow.600" role="img" aria-label={`${stars} out of ${maxStars} stars`}>
        {Array.from({ length: maxStars }, (_, index) => (
          <Star key={index} filled={index < stars} />
        ))}
      </HStack>
      <Text fontWeight="semibold">{percent}%</Text>
    </HStack>
  );
}
