import { Box, Button, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

interface DemoHotspotProps {
  /** What this part of the product is, e.g. 'Team management'. */
  topic: string;
  /** One or two sentences on what it does in a live account. */
  children: string;
}

/** A blue pulsing dot beside a part of the demo; it opens a short explanation and a sign-up link. */
export function DemoHotspot({ topic, children }: DemoHotspotProps) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Box
          as="button"
          aria-label={`About ${topic}`}
          data-testid="demo-hotspot"
          position="relative"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
          boxSize="11"
          rounded="full"
          cursor="pointer"
          _focusVisible={{ outline: '3px solid', outlineColor: 'blue.600', outlineOffset: '1px' }}
        >
          <Box
            as="span"
            position="absolute"
            boxSize="6"
            rounded="full"
            bg="blue.400"
            opacity={0.5}
            animation="ping"
            css={{ '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}
          />
          <Box
            as="span"
            position="relative"
            boxSize="4"
            rounded="full"
            bg="blue.600"
            borderWidth="2px"
            borderColor="white"
          />
        </Box>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={topic}>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold" color="blue.800">
                  {topic}
                </Popover.Title>
                <Text fontSize="sm">{children}</Text>
                <Button asChild size="sm" colorPalette="blue" alignSelf="flex-start">
                  <RouterLink to={paths.signup}>Sign up for your free weekend</RouterLink>
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
