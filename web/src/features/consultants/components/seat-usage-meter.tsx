import { Link, Progress, Stack, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import type { SeatUsage } from '../utils/seat-usage';

interface SeatUsageMeterProps {
  usage: SeatUsage;
  /** Names the 'seats are full' text, so a disabled invite button can point to it. */
  fullReasonId?: string;
}

/** 'You're using N of M consultant seats', with a bar, and what to do when they are all taken. */
export function SeatUsageMeter({ usage, fullReasonId }: SeatUsageMeterProps) {
  return (
    <Stack gap="3">
      <Text fontSize={{ base: 'md', md: 'lg' }} data-testid="seat-usage">
        You&apos;re using {usage.used} of {usage.max} consultant seats
      </Text>
      <Progress.Root
        value={Math.min(usage.used, usage.max)}
        max={usage.max}
        colorPalette={usage.full ? 'orange' : 'brand'}
        size="md"
      >
        <Progress.Track
          rounded="full"
          bg="gray.200"
          aria-label={`${usage.used} of ${usage.max} consultant seats in use`}
        >
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {usage.full && (
        <Text id={fullReasonId} fontSize="sm" color="orange.900" data-testid="seats-full">
          All {usage.max} seats are in use, so you can&apos;t invite anyone else. To add seats, contact{' '}
          <Link href={`mailto:${supportEmail}`} color="brand.fg" textDecoration="underline">
            {supportEmail}
          </Link>
          .
        </Text>
      )}
    </Stack>
  );
}
