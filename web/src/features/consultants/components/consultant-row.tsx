import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { Link as RouterLink } from 'react-router-dom';
import { ConsultantStatusBadge, dashboardStatusLabels } from './consultant-status-badge';

interface ConsultantRowProps {
  consultant: Consultant;
  isResending: boolean;
  onEdit: () => void;
  onResend: () => void;
  onDelete: () => void;
  /** Her measurable goals' page, beside the coaching goals written here. */
  goalsPath?: string;
}

/** One consultant: her name (opens the edit form), e-mail, coaching goals, status and actions. */
export function ConsultantRow({ consultant, isResending, onEdit, onResend, onDelete, goalsPath }: ConsultantRowProps) {
  const { name, email, accountStatus } = consultant;
  const goals = consultant.coachingGoals.trim();
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="white" data-testid="consultant-row">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md">
              {/* Her name opens her details: a button, drawn as the link it reads as. */}
              <Link asChild colorPalette="brand" display="inline" textAlign="start" overflowWrap="anywhere">
                <button type="button" title={`Edit ${name}`} onClick={onEdit}>
                  {name}
                </button>
              </Link>
            </Heading>
            {email && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {email}
              </Text>
            )}
          </Stack>
          <ConsultantStatusBadge
            status={accountStatus}
            labels={dashboardStatusLabels}
            notYetInvited={consultant.notYetInvited}
          />
        </Flex>
        <Box fontSize="sm">
          <Text fontWeight="semibold">Coaching goals</Text>
          {goals ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4} data-testid="consultant-goals">
              {goals}
            </Text>
          ) : (
            <Text color="fg.muted">None set yet.</Text>
          )}
        </Box>
        <Flex gap="2" wrap="wrap">
          {accountStatus === 'pending' && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onResend} loading={isResending}>
              Resend<VisuallyHidden> the invitation to {name}</VisuallyHidden>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit<VisuallyHidden> {name}</VisuallyHidden>
          </Button>
          {goalsPath && (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={goalsPath}>
                Goals<VisuallyHidden> of {name}</VisuallyHidden>
              </RouterLink>
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" color="red.700" onClick={onDelete}>
            Delete<VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
