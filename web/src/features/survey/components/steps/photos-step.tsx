import { Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { useEffect, useRef, useState } from 'react';
import type { InspirationPhotos } from '../../hooks/use-inspiration-photos';
import { describeUpload } from '../../photos/describe-upload';
import type { PhotoUpload } from '../../photos/photo-uploader';
import { FloatingButton } from '../../../../components/ui/floating-button';
import { LineIcon } from '../../../../components/ui/line-icon';

/** Re-renders every second while a photo counts down to its next attempt. */
function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function UploadBadge({ upload, now }: { upload: PhotoUpload | undefined; now: number }) {
  if (!upload) return null;
  const problem = upload.status === 'failed' || upload.status === 'offline' || upload.status === 'retrying';
  return (
    <Text
      position="absolute"
      left="1.5"
      bottom="1.5"
      right="1.5"
      px="2"
      py="0.5"
      rounded="md"
      fontSize="xs"
      fontWeight="medium"
      bg={upload.status === 'sent' ? 'green.700' : problem ? 'red.700' : 'blackAlpha.700'}
      color="white"
      data-upload-status={upload.status}
    >
      {describeUpload(upload, now)}
    </Text>
  );
}

export function PhotosStep({ photos }: { photos: InspirationPhotos }) {
  const input = useRef<HTMLInputElement>(null);
  const count = photos.photos.length;
  const uploads = new Map(photos.uploads.map((upload) => [upload.key, upload]));
  const now = useTicking(photos.uploads.some((upload) => upload.status === 'retrying'));
  const refusals = photos.uploads.filter((upload) => upload.status === 'failed' && upload.refused);

  return (
    <Stack gap="5">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label="Choose inspiration photos"
        onChange={(event) => {
          if (event.target.files) photos.add(event.target.files);
          // Lets her choose the same file again after removing it.
          event.target.value = '';
        }}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
        <Button
          type="button"
          size="lg"
          variant="outline"
          colorPalette="brand"
          bg="white"
          onClick={() => input.current?.click()}
          disabled={photos.isFull}
        >
          {count === 0 ? 'Choose photos' : 'Add more photos'}
        </Button>
        <Text color="gray.700" aria-live="polite">
          {count} of {maxInspirationImages} photos added
        </Text>
      </Stack>
      <Box role="alert" color="red.700" fontSize="sm" fontWeight="medium">
        {photos.message}
        {refusals.map((upload) => (
          <Text key={upload.key}>{upload.error} Please remove it or choose another photo.</Text>
        ))}
      </Box>
      {count > 0 && (
        <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="3" listStyleType="none" aria-label="Chosen photos">
          {photos.photos.map((photo, index) => (
            <Box as="li" key={photo.id} position="relative" rounded="lg" overflow="hidden" bg="gray.100">
              <Image
                src={photo.previewUrl}
                alt={`Inspiration photo ${index + 1}`}
                aspectRatio="1"
                width="full"
                objectFit="cover"
              />
              <UploadBadge upload={uploads.get(photo.id)} now={now} />
              <FloatingButton
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                position="absolute"
                top="1.5"
                right="1.5"
                minW="11"
                p="0"
                onClick={() => photos.remove(photo.id)}
              >
                <LineIcon path="close" size={18} strokeWidth={2.5} />
              </FloatingButton>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {count === 0 && (
        <Text color="fg.muted" fontSize="sm">
          No photos yet? You can skip this step.
        </Text>
      )}
    </Stack>
  );
}
