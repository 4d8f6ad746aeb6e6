import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { founderName } from '@bridal/shared/accounts/support';
import type { ReactNode } from 'react';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { MarketingSection } from '../../../features/marketing/components/marketing-section';
import { PageTitle } from '../../../features/marketing/components/page-title';
import { TextCard } from '../../../features/marketing/components/text-card';
import { paths } from '@bridal/shared/web/page-paths';

const values = [
  {
    title: 'Every bride is seen',
    text: 'Her style, her venue and the people she brings shape every recommendation we make.',
  },
  {
    title: 'Consultants come first',
    text: 'We build tools that make consultants more confident, never tools that replace their judgment.',
  },
  {
    title: 'Teaching over telling',
    text: 'Good coaching explains its reasoning, so your team learns something from every appointment.',
  },
  {
    title: 'Your boutique, your racks',
    text: 'Recommendations come from the gowns you carry and the styles that sell for you.',
  },
] as const;

function StoryText({ children }: { children: ReactNode }) {
  return (
    <Text color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
      {children}
    </Text>
  );
}

export default function AboutPage() {
  return (
    <>
      <PageTitle title="About Us" />
      <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" pt={{ base: '12', md: '16' }}>
        <Container maxW="4xl">
          <Text
            color="brand.700"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
            mb="3"
          >
            About Us
          </Text>
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} color="gray.900" lineHeight="1.1">
            We help consultants give every bride her moment
          </Heading>
        </Container>
      </Box>

      <MarketingSection title="From the classroom to the fitting room" contentMaxW="4xl" py={{ base: '10', md: '12' }}>
        <Stack gap="4">
          <StoryText>
            {founderName} spent 9 years as a teacher before moving into bridal. Teaching is, at heart, the work of
            noticing: which student needs encouragement, which needs a challenge, and how to meet each one where they
            are.
          </StoryText>
          <StoryText>
            On the boutique floor, the same truth showed up in a new way. The best consultants were not the ones who
            knew the most gowns; they were the ones who understood the bride in front of them. And new consultants,
            however talented, often walked into an appointment knowing little more than her name.
          </StoryText>
          <StoryText>
            Bridal Coach is the lesson plan those consultants never had: what the bride loves, where she is getting
            married, which dresses on your racks suit her, and a steady coach in their corner when an appointment gets
            hard.
          </StoryText>
        </Stack>
      </MarketingSection>

      <MarketingSection title="Our mission" contentMaxW="4xl" bg="brand.50" py={{ base: '10', md: '12' }}>
        <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" lineHeight="short">
          To give every bridal consultant the preparation and support of a great coach, so every bride feels understood
          and every boutique can grow its team with confidence.
        </Text>
      </MarketingSection>

      <MarketingSection title="What we value" contentMaxW="4xl">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          {values.map(({ title, text }) => (
            <TextCard key={title} title={title} text={text} compact />
          ))}
        </SimpleGrid>
      </MarketingSection>

      <MarketingSection title="Why now" contentMaxW="4xl" bg="gray.50" py={{ base: '10', md: '12' }}>
        <Stack gap="4">
          <StoryText>
            Brides arrive more prepared than ever, with Pinterest boards, saved photos and a clear picture of their day.
            Boutiques, meanwhile, are training new consultants faster than ever, and a single appointment can decide a
            sale.
          </StoryText>
          <StoryText>
            AI can now read a bride&apos;s photos and venue the way a seasoned consultant would, and put that
            understanding in the hands of your whole team before she walks through the door. The technology is finally
            ready to serve the craft, not replace it.
          </StoryText>
        </Stack>
      </MarketingSection>

      <MarketingSection
        title="See Bridal Coach for yourself"
        intro="Take the bride survey, then explore a sample boutique's dashboards in a few minutes."
        contentMaxW="4xl"
        textAlign="center"
      >
        <LinkButton to={paths.trialSignup}>Try Our Demo</LinkButton>
      </MarketingSection>
    </>
  );
}
