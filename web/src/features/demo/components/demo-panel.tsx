import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * The demo's own panels inside a page (the tour, the profile's banner): blue like the demo's
 * banner, so a visitor never takes them for part of the product, and left off a printed page.
 */
export function DemoPanel(props: BoxProps) {
  return (
    <Box
      bg="blue.50"
      borderWidth="1px"
      borderColor="blue.200"
      borderRadius="lg"
      px="3"
      py="2"
      _print={{ display: 'none' }}
      {...props}
    />
  );
}
