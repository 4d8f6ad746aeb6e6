import { Button, CloseButton, Field, Flex, List, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  formatFileSize,
  trendingAccept,
  trendingMaxDescriptionLength,
} from '@bridal/shared/trending-gowns/trending-gowns';
import { useRef } from 'react';
import { useTrendingUpload } from '../hooks/trending-gowns-upload';
import { trendingUploadHint } from '../utils/trending-gowns-files';

/** Choose one or more files, describe them if you like, and upload them together. */
export function TrendingGownsUploadForm() {
  const input = useRef<HTMLInputElement>(null);
  const { files, choose, remove, description, setDescription, upload, isUploading } = useTrendingUpload();

  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={trendingAccept}
        hidden
        aria-label="Trending gown files"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Lets the same file be chosen again after removing it.
          event.target.value = '';
          choose(chosen);
        }}
      />
      <Stack gap="2">
        <Button
          variant="outline"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => input.current?.click()}
          disabled={isUploading}
        >
          Choose Files
        </Button>
        {files.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No files chosen.
          </Text>
        ) : (
          <List.Root gap="1" listStyle="none" aria-label="Files to upload">
            {files.map((file) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                <Flex align="center" justify="space-between" gap="2" fontSize="sm">
                  <Text minW="0" wordBreak="break-word">
                    {file.name}{' '}
                    <Text as="span" color="fg.muted">
                      ({formatFileSize(file.size)})
                    </Text>
                  </Text>
                  <CloseButton
                    size="2xs"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => remove(file)}
                    disabled={isUploading}
                  />
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
      <Field.Root>
        <Field.Label>Description (optional)</Field.Label>
        <Textarea
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={trendingMaxDescriptionLength}
          rows={2}
          placeholder="e.g. Spring market top sellers"
        />
        <Field.HelperText color="fg.muted">
          {description.length}/{trendingMaxDescriptionLength}
        </Field.HelperText>
      </Field.Root>
      <Button type="submit" colorPalette="brand" loading={isUploading} loadingText="Uploading...">
        Upload Files
      </Button>
      <Text fontSize="xs" color="fg.muted">
        {trendingUploadHint}
      </Text>
    </Stack>
  );
}
