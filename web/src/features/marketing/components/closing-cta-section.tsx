import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { LinkButton } from './link-button';
import { MarketingSection } from './marketing-section';
import { paths } from '@bridal/shared/web/page-paths';

export function ClosingCtaSection() {
  return (
    <MarketingSection title="See it with your own brides" intro="Two easy ways to start, and neither asks for a card.">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Card.Root borderColor="brand.200" borderRadius="xl" bg="brand.50">
          <Card.Body gap="3">
            <Heading as="h3" size="lg" color="gray.900">
              Book a free weekend
            </Heading>
            <Text color="gray.700">
              Use the complete platform with your team and your real appointments this weekend. Our founder will call
              you within 24 hours to set everything up.
            </Text>
          </Card.Body>
          <Card.Footer>
            <LinkButton to={paths.signup}>Start Your Free Weekend</LinkButton>
          </Card.Footer>
        </Card.Root>
        <Card.Root borderColor="gray.200" borderRadius="xl">
          <Card.Body gap="3">
            <Heading as="h3" size="lg" color="gray.900">
              Explore the demo now
            </Heading>
            <Text color="gray.700">
              Take the bride survey yourself, then look around a sample boutique&apos;s admin and consultant dashboards.
            </Text>
          </Card.Body>
          <Card.Footer>
            <LinkButton to={paths.trialSignup} variant="outline">
              Get Started Today
            </LinkButton>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </MarketingSection>
  );
}
