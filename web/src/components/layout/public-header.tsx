import { Box, Button, Container, Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';
import { MenuToggleButton, usePageMenu } from './page-menu';

const navLinks = [
  { to: paths.signup, label: 'Book Your Free Weekend' },
  { to: paths.trialSignup, label: 'Try Our Demo' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.about, label: 'About Us' },
] as const;

const menuId = 'public-nav-menu';

function NavLinks({ onChoose }: { onChoose?: () => void }) {
  return navLinks.map(({ to, label }) => (
    <Link
      key={to}
      asChild
      color="gray.700"
      fontWeight="medium"
      fontSize={{ base: 'md', md: 'sm' }}
      py={{ base: '2', md: '0' }}
      _hover={{ color: 'brand.700', textDecoration: 'underline' }}
      _currentPage={{ color: 'brand.700', textDecoration: 'underline', textUnderlineOffset: '4px' }}
    >
      <NavLink to={to} onClick={onChoose}>
        {label}
      </NavLink>
    </Link>
  ));
}

function LoginButton({ onChoose }: { onChoose?: () => void }) {
  return (
    <Button asChild size="sm" colorPalette="brand">
      <RouterLink to={paths.login} onClick={onChoose}>
        Log In
      </RouterLink>
    </Button>
  );
}

export function PublicHeader() {
  const menu = usePageMenu();
  const { open, close } = menu;

  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Container maxW="6xl" py="3">
        <Flex justify="space-between" align="center" gap="4">
          <Link
            asChild
            fontFamily="heading"
            fontSize="xl"
            fontWeight="bold"
            color="brand.700"
            _hover={{ textDecoration: 'none' }}
          >
            <RouterLink to={paths.home} onClick={close}>
              Bridal Coach
            </RouterLink>
          </Link>

          <HStack as="nav" aria-label="Main" gap={{ md: '4', lg: '6' }} hideBelow="md">
            <NavLinks />
            <LoginButton />
          </HStack>

          <MenuToggleButton menu={menu} menuId={menuId} me="-2" />
        </Flex>
      </Container>

      {open && (
        <Box id={menuId} hideFrom="md" borderTopWidth="1px" borderColor="gray.200" bg="white" shadow="md">
          <Container maxW="6xl" py="3">
            <Stack as="nav" aria-label="Main" gap="1" align="stretch">
              <NavLinks onChoose={close} />
              <Box pt="2" pb="1">
                <LoginButton onChoose={close} />
              </Box>
            </Stack>
          </Container>
        </Box>
      )}
    </Box>
  );
}
