import { Stack, Text } from '@chakra-ui/react';
import type { BridePlan, VenueAnalysis } from '@bridal/shared/brides/bride-plan';
import { Markdown } from '../../../components/ui/markdown';
import { planLinks, venueLink } from '../../../lib/plan-links';
import { ExternalLink } from './external-link';
import { PendingAnalysis, ProfileSection, SubHeading } from './profile-section';

/** What the venue says about her wedding and about her dress, each left out when empty. */
export function VenueReads({ venue, links }: { venue: VenueAnalysis; links: readonly string[] }) {
  return (
    <Stack gap="5" _print={{ gap: 1.5 }}>
      {(
        [
          ['Wedding Vibe', venue.summary],
          ['Dress Style', venue.vibe],
        ] as const
      ).map(
        ([title, text]) =>
          text && (
            <div key={title}>
              <SubHeading>{title}</SubHeading>
              <Markdown headingLevel={4} links={links}>
                {text}
              </Markdown>
            </div>
          ),
      )}
    </Stack>
  );
}

/** `id`: the anchor the profile's section jump scrolls to. */
export function VenueAnalysisSection({ plan, id }: { plan: BridePlan; id?: string }) {
  const { bride } = plan;
  const venue = plan.survey.venueAnalysis;
  const link = venueLink(venue);
  const name = bride.weddingVenue.trim();
  return (
    <ProfileSection title="Venue Analysis" id={id}>
      {name && (
        <Text fontWeight="semibold" fontSize="lg" mb="4" _print={{ fontSize: 'md', mb: 1 }}>
          {link ? <ExternalLink href={link}>{name}</ExternalLink> : name}
          {bride.weddingLocation && (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' '}
              in {bride.weddingLocation}
            </Text>
          )}
        </Text>
      )}
      {venue ? <VenueReads venue={venue} links={planLinks(plan)} /> : <PendingAnalysis what="The venue analysis" />}
    </ProfileSection>
  );
}
