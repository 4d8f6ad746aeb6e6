import { Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { SectionCard } from '../../../components/layout/section-card';
import type { RoleSwitch } from '../hooks/use-role-switch';
import { TeamMemberRow } from './team-member-row';

interface TeamListCardProps {
  members: readonly Consultant[] | undefined;
  /** The boutique's, for the days of their last logins. */
  timeZone: string | undefined;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
  canInvite: boolean;
  onInvite: () => void;
  /** The owner's switch between admin and consultant on a member's row, where she has one. */
  roleSwitchOf?: (member: Consultant) => RoleSwitch | undefined;
  /** A member's goal page, which the page that shows the list knows. */
  goalsPathOf?: (member: Consultant) => string;
}

/** Everyone on the team, or the way to invite the first consultant. */
export function TeamListCard({
  members,
  timeZone,
  error,
  isRetrying,
  onRetry,
  canInvite,
  onInvite,
  roleSwitchOf,
  goalsPathOf,
}: TeamListCardProps) {
  const hasConsultants = members?.some((member) => member.role === 'consultant') ?? false;
  return (
    <SectionCard title="Your Team" gap="2">
      {!members && error ? (
        <FetchFailedAlert what="consultants" fetched={{ error, isValidating: isRetrying, mutate: onRetry }} inCard />
      ) : !members ? (
        <Text color="fg.muted" role="status" py="4">
          Loading consultants...
        </Text>
      ) : (
        <Stack gap="4">
          {members.length > 0 && (
            <Stack as="ul" listStyleType="none" gap="0" aria-label="Your team">
              {members.map((member) => (
                <TeamMemberRow
                  key={member.id}
                  member={member}
                  timeZone={timeZone}
                  roleSwitch={roleSwitchOf?.(member)}
                  goalsPath={goalsPathOf?.(member)}
                />
              ))}
            </Stack>
          )}
          {!hasConsultants && (
            <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
              <EmptyState.Content>
                <EmptyState.Title as="h3">No consultants yet</EmptyState.Title>
                <EmptyState.Description color="fg.muted" textAlign="center">
                  Each consultant gets a coaching plan for every bride and the goals you set for them.
                </EmptyState.Description>
                <Button colorPalette="brand" onClick={onInvite} disabled={!canInvite}>
                  Invite Your First Consultant
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
