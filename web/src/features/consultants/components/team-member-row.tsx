import { Avatar, Badge, Box, Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { Link as RouterLink } from 'react-router-dom';
import { formatLastLogin } from '../../../lib/format-zoned-time';
import type { RoleSwitch } from '../hooks/use-role-switch';
import { ConsultantStatusBadge, teamPageStatusLabels } from './consultant-status-badge';

interface TeamMemberRowProps {
  member: Consultant;
  /** The boutique's, for the day of her last login (left out until it is known). */
  timeZone: string | undefined;
  roleSwitch?: RoleSwitch;
  /** Her measurable goals' page. */
  goalsPath?: string;
}

/** One person on the team: initials, name, e-mail, last login and status; the owner's role switch. */
export function TeamMemberRow({ member, timeZone, roleSwitch, goalsPath }: TeamMemberRowProps) {
  const lastLogin = formatLastLogin(member.lastLogin, timeZone);
  return (
    <Flex
      as="li"
      gap="3"
      align={{ base: 'flex-start', md: 'center' }}
      py="4"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="team-member"
    >
      <Avatar.Root colorPalette="brand" size="md" flexShrink={0} aria-hidden="true">
        <Avatar.Fallback name={member.name} />
      </Avatar.Root>
      <Flex flex="1" minW="0" gap="2" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
        <Stack gap="0.5" flex="1" minW="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {member.name}
            </Text>
            {member.role === 'admin' && (
              <Badge variant="outline" colorPalette="brand" color="brand.fg" size="sm">
                Admin
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {member.email ?? 'No email yet'}
          </Text>
        </Stack>
        <Flex gap="3" align="center" justify={{ base: 'space-between', md: 'flex-end' }} wrap="wrap">
          <Box fontSize="sm" color="fg.muted" minW={{ md: '40' }}>
            {lastLogin && `Last login: ${lastLogin}`}
          </Box>
          <ConsultantStatusBadge
            status={member.status}
            labels={teamPageStatusLabels}
            notYetInvited={member.notYetInvited}
          />
          {goalsPath && (
            <Button asChild size="xs" variant="outline" colorPalette="brand">
              <RouterLink to={goalsPath}>
                Goals<VisuallyHidden> of {member.name}</VisuallyHidden>
              </RouterLink>
            </Button>
          )}
          {roleSwitch && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              aria-label={roleSwitch.accessibleName}
              loading={roleSwitch.busy}
              onClick={roleSwitch.onSwitch}
            >
              {roleSwitch.label}
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
