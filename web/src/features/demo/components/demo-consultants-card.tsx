import { Badge, Box, Button, Flex, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { consultantStatusLabel, type ConsultantStatus } from '@bridal/shared/consultants/consultants';
import type { ReactNode } from 'react';
import { useDemoConsultants } from '../api/get-demo-consultants';
import { demoMessages, demoSeatCount } from '../utils/demo-messages';
import { showDemoNotice } from '../utils/show-demo-notice';
import { DemoCard } from './demo-card';

const badgePalette: Record<ConsultantStatus, string> = { active: 'green', pending: 'blue', needs_setup: 'orange' };

/** The sample team: names, coaching goals and statuses; every change only explains itself. */
export function DemoConsultantsCard({ hotspot }: { hotspot?: ReactNode }) {
  const { data, error } = useDemoConsultants();
  const consultants = data ?? [];
  const used = Math.min(consultants.length, demoSeatCount);
  return (
    <DemoCard
      title="Consultants"
      hotspot={hotspot}
      action={
        <Button size="sm" colorPalette="brand" onClick={() => showDemoNotice()}>
          Invite Consultant
        </Button>
      }
    >
      <Stack gap="2">
        <Text
          fontSize="sm"
          color="fg.muted"
        >{`You're using ${consultants.length} of ${demoSeatCount} consultant seats`}</Text>
        <Progress.Root
          value={(used / demoSeatCount) * 100}
          size="sm"
          colorPalette="brand"
          aria-label="Consultant seats used"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      {error && !data && <Text color="fg.muted">The sample team could not be loaded.</Text>}
      {!data && !error && <Text color="fg.muted">Loading consultants...</Text>}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Consultants">
        {consultants.map((consultant) => (
          <Box as="li" key={consultant.id} borderWidth="1px" borderRadius="lg" p="3" data-testid="consultant-row">
            <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
              <Stack gap="0.5" minW="0">
                <Button
                  variant="plain"
                  p="0"
                  h="auto"
                  fontWeight="semibold"
                  justifyContent="flex-start"
                  onClick={() => showDemoNotice(demoMessages.editDisabled)}
                >
                  {consultant.name}
                </Button>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {consultant.email}
                </Text>
              </Stack>
              <Badge colorPalette={badgePalette[consultant.accountStatus] ?? 'orange'} variant="subtle" size="md">
                {consultantStatusLabel(consultant.accountStatus)}
              </Badge>
            </Flex>
            {consultant.coachingGoals && (
              <Text fontSize="sm" mt="2" color="gray.700">
                Coaching goals: {consultant.coachingGoals}
              </Text>
            )}
            <Flex gap="2" mt="3" wrap="wrap">
              {consultant.accountStatus === 'pending' && (
                <Button size="sm" variant="outline" onClick={() => showDemoNotice(demoMessages.resendDisabled)}>
                  Resend
                </Button>
              )}
              <IconButton
                size="sm"
                variant="outline"
                aria-label={`Edit ${consultant.name}`}
                onClick={() => showDemoNotice(demoMessages.editDisabled)}
              >
                <PencilIcon />
              </IconButton>
              <IconButton
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Delete ${consultant.name}`}
                onClick={() => showDemoNotice(demoMessages.deleteDisabled)}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
          </Box>
        ))}
      </Stack>
    </DemoCard>
  );
}

function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
