import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { BoutiqueCalendarFeeds } from '@bridal/shared/calendar-feeds/calendar-feeds';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import {
  makeBoutiqueCalendarFeed,
  revokeBoutiqueCalendarFeed,
  revokeTeamMemberCalendarFeed,
  useBoutiqueCalendarFeeds,
} from '../api/boutique-calendar-feeds';
import { FeedLinkControls, feedDates } from './feed-link-controls';

async function revokeTeamMember(consultantId: string, name: string) {
  try {
    await revokeTeamMemberCalendarFeed(consultantId);
    notify('success', 'Calendar Link Revoked', `${name}'s link no longer shows any appointment.`);
  } catch (error) {
    notify('error', 'Could Not Revoke the Link', failureText(error));
  }
}

function TeamFeeds({ team, timeZone }: { team: BoutiqueCalendarFeeds['team']; timeZone: string }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Your team&apos;s links
      </Heading>
      {team.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No one on your team has a calendar link. Each makes her own on her account page.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {team.map((member) => (
            <Flex as="li" key={member.consultantId} gap="3" justify="space-between" align="center" wrap="wrap">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{member.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {feedDates(member, timeZone)}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={`Revoke ${member.name}'s calendar link`}
                onClick={() => void revokeTeamMember(member.consultantId, member.name)}
              >
                Revoke
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The settings page's calendar feed (admins): the boutique's link, and the team's to revoke. */
export function BoutiqueCalendarFeedSection({ timeZone }: { timeZone: string }) {
  return (
    <SectionCard
      title="Calendar Feed"
      description="A private link that shows every appointment of your boutique, with whose it is, in Google Calendar, Apple Calendar or Outlook."
    >
      <Fetched what="your calendar links" fetched={useBoutiqueCalendarFeeds()}>
        {(feeds) => (
          <>
            <FeedLinkControls
              whose="all your boutique's appointments"
              feed={feeds.boutique}
              timeZone={timeZone}
              make={makeBoutiqueCalendarFeed}
              revoke={revokeBoutiqueCalendarFeed}
            />
            <TeamFeeds team={feeds.team} timeZone={timeZone} />
          </>
        )}
      </Fetched>
    </SectionCard>
  );
}
