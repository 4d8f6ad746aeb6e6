import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LinkButton } from './link-button';
import { SamplePlanPreview } from './sample-plan-preview';
import { paths } from '@bridal/shared/web/page-paths';

export function HeroSection() {
  return (
    <Box as="section" bgGradient="to-b" gradientFrom="brand.50" gradientTo="white" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Text color="brand.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
              AI coaching for bridal boutiques
            </Text>
            <Heading as="h1" size={{ base: '4xl', md: '5xl' }} color="gray.900" lineHeight="1.1">
              Walk into every appointment already knowing the bride.
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700">
              Bridal Coach turns a bride&apos;s short style survey into a coaching plan for your consultant: her venue,
              her style, a strategy for the appointment and dresses chosen from your own racks. Then it stays by your
              consultant&apos;s side when the appointment gets hard.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <LinkButton to={paths.signup}>Try a Free Weekend</LinkButton>
              <LinkButton to={paths.trialSignup} variant="outline" bg="white">
                See Our Demo
              </LinkButton>
            </Stack>
            <Text fontSize="sm" color="gray.600">
              Free this weekend. No payment details needed.
            </Text>
          </Stack>
          <SamplePlanPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
