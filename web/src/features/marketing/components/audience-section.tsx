import { SimpleGrid } from '@chakra-ui/react';
import { MarketingSection } from './marketing-section';
import { TextCard } from './text-card';

const audiences = [
  {
    title: 'For boutiques',
    text: 'Every consultant sells like your best one. Recommendations come from the inventory and top sellers you upload, with the reasoning spelled out, and you set coaching goals for each member of your team.',
  },
  {
    title: 'For consultants',
    text: 'Walk in with a plan for each bride, and get real-time help in the hard moments: a dress she does not love, body-image worries, a difficult guest, or a need for fresh ideas.',
  },
  {
    title: 'For brides',
    text: 'A 3-5 minute survey about her inspiration, her Pinterest board, her venue and who is shopping along, so her appointment starts with someone who already understands her.',
  },
] as const;

export function AudienceSection() {
  return (
    <MarketingSection
      title="Better appointments for everyone in the room"
      intro="Bridal Coach prepares your consultants before the bride arrives and supports them while she is there."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {audiences.map(({ title, text }) => (
          <TextCard key={title} title={title} text={text} />
        ))}
      </SimpleGrid>
    </MarketingSection>
  );
}
