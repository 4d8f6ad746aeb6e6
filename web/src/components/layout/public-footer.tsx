import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { supportEmail } from '@bridal/shared/accounts/support';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

export function PublicFooter() {
  return (
    <Box as="footer" bg="brand.50" borderTopWidth="1px" borderColor="brand.100" color="gray.700">
      <Container maxW="6xl" py="8">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          gap="4"
        >
          <HStack as="nav" aria-label="Legal" gap="6" wrap="wrap">
            <Link asChild color="brand.700" fontSize="sm">
              <RouterLink to={paths.termsOfService}>Terms of Service</RouterLink>
            </Link>
            <Link asChild color="brand.700" fontSize="sm">
              <RouterLink to={paths.privacyPolicy}>Privacy Policy</RouterLink>
            </Link>
            <Link href={`mailto:${supportEmail}`} color="brand.700" fontSize="sm">
              {supportEmail}
            </Link>
          </HStack>
          <Text fontSize="sm">© 2025 Bridal Coach. All rights reserved.</Text>
        </Flex>
      </Container>
    </Box>
  );
}
