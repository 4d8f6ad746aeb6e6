import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The end of the survey: thanks, what happens next, and her way to book an appointment. */
export function SurveyResults({
  name,
  boutiqueName,
  bookingHref,
}: {
  name: string;
  boutiqueName?: string;
  /** Her booking page (her single-use link); without it the section is left out. */
  bookingHref?: string;
}) {
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap="5" align="center" textAlign="center" bg="white" rounded="2xl" shadow="sm" p={{ base: 6, md: 10 }}>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.900">
          Thanks for Sharing!
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {name ? `${name}, we` : 'We'} loved learning about your wedding and your style.
        </Text>
        <Text fontSize="lg" color="gray.700">
          Your consultant{boutiqueName ? ` at ${boutiqueName}` : ''} will have your personalized plan ready for your
          appointment, with dresses chosen just for you. We can't wait to help you find the one!
        </Text>
        {bookingHref && (
          <Stack as="section" aria-labelledby="book-heading" gap="3" align="center" pt="2" w="full">
            <Heading as="h2" id="book-heading" size="lg" color="brand.900">
              Book your appointment
            </Heading>
            <Text color="gray.700">Pick a time that suits you: it takes less than a minute.</Text>
            <Button asChild size="lg" minH="12" w={{ base: 'full', sm: 'auto' }} colorPalette="brand" rounded="full">
              <RouterLink to={bookingHref}>Book your appointment</RouterLink>
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
