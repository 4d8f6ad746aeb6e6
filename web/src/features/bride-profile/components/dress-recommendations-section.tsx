import { formatMoney } from '@bridal/shared/format/money';
import { Badge, Box, Collapsible, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { Markdown } from '../../../components/ui/markdown';
import { PendingAnalysis, ProfileSection } from './profile-section';

type Pick = BridePlan['recommendations'][number];

function DressPickCard({ pick, rank }: { pick: Pick; rank: number }) {
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 5 }}
      bg="white"
      _print={{ p: 1, borderWidth: 0, breakInside: 'avoid' }}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="2" _print={{ mb: 0 }}>
        <Heading as="h3" size="md" overflowWrap="anywhere" _print={{ fontSize: 'sm' }}>
          {rank}. {pick.label}
        </Heading>
        <Badge size="lg" variant="outline" colorPalette="brand" color="brand.fg" _print={{ fontSize: 'xs' }}>
          {pick.price === null ? 'Price on request' : formatMoney(pick.price)}
        </Badge>
      </Flex>
      {pick.reasons.length > 0 && (
        <Box
          as="ul"
          ps="5"
          listStyleType="disc"
          color="gray.700"
          fontSize="sm"
          // On paper the strongest reason is enough.
          _print={{ fontSize: 'xs', '& li:nth-of-type(n+2)': { display: 'none' } }}
        >
          {pick.reasons.map((reason, index) => (
            <li key={`${index}-${reason}`}>{reason}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

interface DressRecommendationsSectionProps {
  title: string;
  picks: readonly Pick[];
  /** The analysis' own write-up (markdown). */
  writeUp: string | null;
  /** The step has finished (it may still have found nothing). */
  done: boolean;
  /** The addresses the write-up may link to (see planLinks). */
  links: readonly string[];
}

/** Dresses to pull, ranked, with the price and the reasons each was picked, then the full write-up. */
export function DressRecommendationsSection({ title, picks, writeUp, done, links }: DressRecommendationsSectionProps) {
  return (
    <ProfileSection title={title}>
      {!done && <PendingAnalysis what="The dress recommendation" />}
      {picks.length > 0 && (
        <Stack as="ol" gap="3" listStyleType="none" _print={{ gap: 0 }}>
          {picks.map((pick, index) => (
            <DressPickCard key={`${pick.dressId}-${index}`} pick={pick} rank={index + 1} />
          ))}
        </Stack>
      )}
      {writeUp &&
        (picks.length > 0 ? (
          <Collapsible.Root mt="4" _print={{ display: 'none' }}>
            <Collapsible.Trigger
              color="brand.fg"
              fontWeight="semibold"
              textDecoration="underline"
              cursor="pointer"
              py="2"
            >
              Read the full recommendation
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Markdown pt="2" links={links}>
                {writeUp}
              </Markdown>
            </Collapsible.Content>
          </Collapsible.Root>
        ) : (
          <Markdown links={links}>{writeUp}</Markdown>
        ))}
      {done && picks.length === 0 && !writeUp && <Text color="fg.muted">No dresses to suggest yet.</Text>}
    </ProfileSection>
  );
}
