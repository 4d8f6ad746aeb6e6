import { Box, Stack, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { Markdown } from '../../../components/ui/markdown';
import { planLinks } from '../../../lib/plan-links';
import { safeWebUrl } from '../../../lib/safe-url';
import { ExternalLink } from './external-link';
import { PhotoGallery } from './photo-gallery';
import { PendingAnalysis, ProfileSection, SubHeading } from './profile-section';

/** `id`: the anchor the profile's section jump scrolls to. */
export function StyleAnalysisSection({ plan, id }: { plan: BridePlan; id?: string }) {
  const { survey } = plan;
  const pinterest = safeWebUrl(survey.pinterestBoard);
  const photos = survey.inspirationImages;
  const analysed = Boolean(survey.styleSummary || survey.enhancedImageAnalysis);
  return (
    <ProfileSection title="Style Analysis" id={id}>
      <Stack gap="5" _print={{ gap: 1.5 }}>
        {survey.styleSummary && (
          <Text fontSize="lg" _print={{ fontSize: 'sm' }}>
            {survey.styleSummary}
          </Text>
        )}
        {pinterest && (
          <Text>
            <ExternalLink href={pinterest} fontWeight="semibold">
              View her Pinterest board
            </ExternalLink>
          </Text>
        )}
        {photos.length > 0 ? (
          <div>
            <SubHeading>Inspiration Photos</SubHeading>
            <PhotoGallery photos={photos} />
          </div>
        ) : (
          <Text color="fg.muted">She did not upload inspiration photos.</Text>
        )}
        {survey.enhancedImageAnalysis && (
          <Box _print={{ display: 'none' }}>
            <SubHeading>Photo and Style Analysis</SubHeading>
            <Markdown headingLevel={4} links={planLinks(plan)}>
              {survey.enhancedImageAnalysis}
            </Markdown>
          </Box>
        )}
        {!analysed && <PendingAnalysis what="The style analysis" />}
      </Stack>
    </ProfileSection>
  );
}
