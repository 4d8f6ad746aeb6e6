import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDemoTrendingGowns } from '../api/get-demo-trending-gowns';
import { showDemoNotice } from '../utils/show-demo-notice';
import { DemoCard } from './demo-card';

/** The demo's top-sellers document(s); upload, download and delete only explain themselves. */
export function DemoTrendingGownsCard({ hotspot }: { hotspot?: ReactNode }) {
  const { data } = useDemoTrendingGowns();
  return (
    <DemoCard title="Trending Gowns" hotspot={hotspot}>
      <Stack gap="3">
        {!data && (
          <Text fontSize="sm" color="fg.muted">
            Loading documents...
          </Text>
        )}
        {data?.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No documents yet.
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Trending gown documents">
          {data?.map((document) => (
            <Flex
              as="li"
              key={document.id}
              gap="2"
              align="center"
              justify="space-between"
              borderWidth="1px"
              borderRadius="md"
              p="2"
            >
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
                  {document.fileName}
                </Text>
                {document.topSellerCount !== null && (
                  <Text fontSize="xs" color="fg.muted">{`${document.topSellerCount} top sellers`}</Text>
                )}
              </Stack>
              <Flex gap="1" flexShrink={0}>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={`Download ${document.fileName}`}
                  onClick={() => showDemoNotice()}
                >
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                    <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${document.fileName}`}
                  onClick={() => showDemoNotice()}
                >
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
                    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </IconButton>
              </Flex>
            </Flex>
          ))}
        </Stack>
        <Button variant="outline" colorPalette="brand" onClick={() => showDemoNotice()}>
          Upload Documents
        </Button>
      </Stack>
    </DemoCard>
  );
}
