import { Avatar, Badge, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { type BrideBadge, brideBadgeLabels } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { initialsOf } from '../../../lib/describe-survey';
import { cardStyle } from './profile-section';

interface ProfileHeaderProps {
  name: string;
  /** brideBadge of her status, her appointments and whether all four analyses are in. */
  badge: BrideBadge;
  /** A line under the name (wedding day and venue). */
  summary?: string;
  /** Her actions (ProfileActions): beside her name on a desk, a bar of their own on a phone. */
  actions: ReactNode;
}

/** Initials, name and status badge, with the profile's actions. */
export function ProfileHeader({ name, badge, summary, actions }: ProfileHeaderProps) {
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="4"
      {...cardStyle}
      _print={{ borderWidth: 0, p: 0, borderBottomWidth: '1px', pb: 1.5, borderRadius: 0 }}
    >
      <HStack gap="4" align="center" minW="0">
        {/* Drawn as the team's avatars are, in the profile's size. */}
        <Avatar.Root
          aria-hidden="true"
          colorPalette="brand"
          size="2xl"
          flexShrink={0}
          fontFamily="heading"
          fontWeight="bold"
          _print={{ display: 'none' }}
        >
          <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="1.5" minW="0">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere" _print={{ fontSize: '1.6rem' }}>
            {name}
          </Heading>
          <HStack gap="3" wrap="wrap">
            <StatusBadge badge={badge} />
            {summary && (
              <Text color="fg.muted" fontSize="sm">
                {summary}
              </Text>
            )}
          </HStack>
        </Stack>
      </HStack>
      {actions}
    </Flex>
  );
}

/**
 * 'Ready for Consultation' once all four analyses are in, else 'Analyzing...'; 'Awaiting survey'
 * for a walk-in; 'Appointment cancelled' when she is not coming.
 */
export function StatusBadge({ badge }: { badge: BrideBadge }) {
  switch (badge) {
    case 'awaiting_survey':
      return (
        <Badge colorPalette="gray" variant="subtle" size="lg" color="gray.800">
          {brideBadgeLabels.awaiting_survey}
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge colorPalette="red" variant="subtle" size="lg" color="red.800">
          {brideBadgeLabels.cancelled}
        </Badge>
      );
    case 'ready':
      return (
        <Badge colorPalette="green" variant="solid" size="lg" bg="green.700">
          Ready for Consultation
        </Badge>
      );
    default:
      return (
        <Badge colorPalette="orange" variant="subtle" size="lg" color="orange.900" gap="1.5">
          <Spinner size="xs" aria-hidden="true" />
          Analyzing...
        </Badge>
      );
  }
}
