import { Container, Heading, Text } from '@chakra-ui/react';
import { LinkButton } from '../../../features/marketing/components/link-button';
import { PageTitle } from '../../../features/marketing/components/page-title';
import { paths } from '@bridal/shared/web/page-paths';

export default function NotFoundPage() {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} textAlign="center">
      <PageTitle title="Page not found" />
      <Text color="brand.700" fontWeight="bold" fontSize="sm" letterSpacing="wider" mb="2">
        404
      </Text>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900" mb="4">
        Page not found
      </Heading>
      <Text color="gray.700" fontSize="lg" mb="8">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </Text>
      <LinkButton to={paths.home}>Back to home</LinkButton>
    </Container>
  );
}
