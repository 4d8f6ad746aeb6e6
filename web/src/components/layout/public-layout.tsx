import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from './page-loader';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** The frame of the public pages: top bar, the page, footer. */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="white">
      <PublicHeader />
      <Box as="main" id="main-content" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        {/* A page chunk loading here keeps the header and footer on screen. */}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PublicFooter />
    </Flex>
  );
}
