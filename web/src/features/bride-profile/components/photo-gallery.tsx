import { Box, Button, chakra, CloseButton, Dialog, HStack, Image, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import type { BridePhotoLink } from '@bridal/shared/brides/bride-plan';
import { useState } from 'react';
import { LineIcon } from '../../../components/ui/line-icon';

/** The viewer's buttons, white on its dark backdrop. */
const onDark = { color: 'white', _hover: { bg: 'whiteAlpha.200' } } as const;

/** Her inspiration photos as thumbnails; each opens full size in a dialog. */
export function PhotoGallery({ photos }: { photos: readonly BridePhotoLink[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = photos.length;
  const open = openIndex === null ? undefined : photos[openIndex];
  const position = (openIndex ?? 0) + 1;
  const moveBy = (step: number) => setOpenIndex(((openIndex ?? 0) + step + count) % count);

  return (
    <>
      <SimpleGrid
        as="ul"
        aria-label="Inspiration photos"
        columns={{ base: 2, sm: 3 }}
        gap="3"
        listStyleType="none"
        _print={{ gridTemplateColumns: 'repeat(6, 16mm)', gap: 1, breakInside: 'avoid' }}
      >
        {photos.map((photo, index) => (
          <Box as="li" key={photo.id}>
            <chakra.button
              type="button"
              onClick={() => setOpenIndex(index)}
              aria-label={`Enlarge inspiration photo ${index + 1} of ${count}`}
              position="relative"
              display="block"
              width="full"
              rounded="lg"
              overflow="hidden"
              bg="gray.100"
              cursor="zoom-in"
              _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              transition="transform 0.15s"
              _hover={{ transform: 'scale(1.02)' }}
            >
              <Image
                src={photo.thumbnailUrl}
                alt={`Inspiration photo ${index + 1} of ${count}`}
                aspectRatio="1"
                width="full"
                objectFit="cover"
                data-testid="photo-thumbnail"
              />
              <HStack
                position="absolute"
                bottom="1.5"
                right="1.5"
                gap="1.5"
                bg="blackAlpha.800"
                color="white"
                px="2"
                py="1"
                rounded="full"
                fontSize="xs"
                fontWeight="semibold"
                _print={{ display: 'none' }}
              >
                <LineIcon path="enlarge" size={20} />
                <Text as="span" hideBelow="md">
                  Enlarge
                </Text>
              </HStack>
            </chakra.button>
          </Box>
        ))}
      </SimpleGrid>

      <Dialog.Root
        open={open !== undefined}
        onOpenChange={(details) => !details.open && setOpenIndex(null)}
        size={{ mdDown: 'full', md: 'xl' }}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content bg="gray.950" color="white">
              <Dialog.Header pe="14">
                <Dialog.Title>
                  Inspiration photo {position} of {count}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" alignItems="center" justifyContent="center">
                {open && (
                  <Image
                    src={open.url}
                    alt={`Inspiration photo ${position} of ${count}, full size`}
                    maxH={{ base: '70dvh', md: '75vh' }}
                    maxW="full"
                    objectFit="contain"
                    rounded="md"
                    data-testid="photo-full"
                  />
                )}
              </Dialog.Body>
              {count > 1 && (
                <Dialog.Footer justifyContent="space-between">
                  <Button {...onDark} variant="outline" onClick={() => moveBy(-1)}>
                    Previous
                  </Button>
                  <Text fontSize="sm" aria-hidden="true">
                    {position} / {count}
                  </Text>
                  <Button {...onDark} variant="outline" onClick={() => moveBy(1)}>
                    Next
                  </Button>
                </Dialog.Footer>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton {...onDark} aria-label="Close photo" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
