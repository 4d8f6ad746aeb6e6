import { Badge, Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { brideBadge, type DashboardBride, isBrideReady } from '@bridal/shared/dashboard/dashboard';
import { Link as RouterLink } from 'react-router-dom';
import { formatCalendarDay } from '../../../lib/format-date';
import { formatZonedDate } from '../../../lib/format-zoned-time';
import { paths } from '@bridal/shared/web/page-paths';
import { ReadyBadge } from './ready-badge';

interface BrideCardProps {
  entry: DashboardBride;
  /** The boutique's IANA time zone: 'Submitted' is its day. */
  timeZone: string;
  profilePath: string;
  isStarting: boolean;
  onStart: () => void;
  /** The demo: 'Start Consultation' and 'Review' open her profile (the demo's way into her appointment) and write nothing. */
  readOnly?: boolean;
  /** Her wedding date has gone by (the full list mixes both). */
  past?: boolean;
}

/** One bride in 'Our Brides': who, when, whether her plan is ready, and the way in. */
export function BrideCard(props: BrideCardProps) {
  const { entry, timeZone, profilePath, isStarting, onStart, readOnly = false, past = false } = props;
  const { bride } = entry;
  const weddingDate = formatCalendarDay(bride.weddingDate);
  const badge = brideBadge(bride, isBrideReady(entry));
  // A walk-in awaiting her survey has sent nothing: no 'Submitted' day.
  const submitted = badge === 'awaiting_survey' ? null : formatZonedDate(bride.submittedAt, timeZone);
  return (
    // minW 0: a grid cell may be narrower than her longest word or button, which then wrap inside it.
    <Box as="li" minW="0" borderWidth="1px" borderRadius="lg" p="4" bg="white" data-testid="client-card">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {bride.name}
          </Heading>
          <ReadyBadge badge={badge} />
        </Flex>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          {weddingDate && (
            <Text>
              Wedding: {weddingDate}
              {past && (
                <Badge ms="2" colorPalette="orange" variant="subtle">
                  Past
                </Badge>
              )}
            </Text>
          )}
          {submitted && <Text>Submitted: {submitted}</Text>}
        </Stack>
        {/* Three buttons share a row only when the card is wide enough: in a narrow column they wrap. */}
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
          <Button asChild variant="outline" size="sm" colorPalette="brand">
            <RouterLink to={profilePath}>
              View Profile<VisuallyHidden> of {bride.name}</VisuallyHidden>
            </RouterLink>
          </Button>
          {readOnly ? (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={profilePath}>
                Start Consultation<VisuallyHidden> with {bride.name}</VisuallyHidden>
              </RouterLink>
            </Button>
          ) : (
            <Button colorPalette="brand" size="sm" onClick={onStart} loading={isStarting} loadingText="Starting...">
              Start Consultation<VisuallyHidden> with {bride.name}</VisuallyHidden>
            </Button>
          )}
          {/* The review page needs a session; the demo's review of her is her profile. */}
          <Button asChild variant="ghost" size="sm" colorPalette="brand">
            <RouterLink to={readOnly ? profilePath : paths.consultantReview(bride.id)}>
              Review<VisuallyHidden> {bride.name}</VisuallyHidden>
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
