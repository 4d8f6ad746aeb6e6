import { Stack, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { Markdown } from '../../../components/ui/markdown';
import { planLinks, venueLink } from '../../../lib/plan-links';
import { ExternalLink } from './external-link';
import { PendingAnalysis, ProfileSection, SubHeading } from './profile-section';

export function VenueAnalysisSection({ plan }: { plan: BridePlan }) {
  const { bride } = plan;
  const venue = plan.survey.venueAnalysis;
  const link = venueLink(venue);
  const links = planLinks(plan);
  const name = bride.weddingVenue.trim();
  return (
    <ProfileSection title="Venue Analysis">
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
      {venue ? (
        <Stack gap="5" _print={{ gap: 1.5 }}>
          {venue.summary && (
            <div>
              <SubHeading>Wedding Vibe</SubHeading>
              <Markdown headingLevel={4} links={links}>
                {venue.summary}
              </Markdown>
            </div>
          )}
          {venue.vibe && (
            <div>
              <SubHeading>Dress Style</SubHeading>
              <Markdown headingLevel={4} links={links}>
                {venue.vibe}
              </Markdown>
            </div>
          )}
        </Stack>
      ) : (
        <PendingAnalysis what="The venue analysis" />
      )}
    </ProfileSection>
  );
}
