import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatFileSize, type TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import { formatZonedDateAndTime } from '../../../lib/format-zoned-time';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import { countOf } from '@bridal/shared/wording/count-of';

/** What the document gives the brides' recommendations, when it is a spreadsheet. */
function topSellerLine(document: TrendingDocument): string | null {
  const count = document.topSellerCount;
  if (count === null) return null;
  if (count > 0) return `${countOf(count, 'top seller')} for brides' recommendations`;
  return document.topSellerNote ?? 'No top sellers found in this sheet.';
}

interface TrendingGownsDocumentItemProps {
  document: TrendingDocument;
  /** The boutique's: the upload time is on its clock, wherever the reader is. */
  timeZone: string;
  /** Without it (a consultant's card) the document has no Delete button. */
  onDelete?: (document: TrendingDocument) => void;
  /** The demo: the download only explains itself. */
  readOnly?: boolean;
}

/** One document: name, size, date, description, top sellers, and its download and delete buttons. */
export function TrendingGownsDocumentItem({
  document,
  timeZone,
  onDelete,
  readOnly = false,
}: TrendingGownsDocumentItemProps) {
  const topSellers = topSellerLine(document);
  const uploaded = formatZonedDateAndTime(document.uploadedAt, timeZone);
  return (
    <Flex
      as="li"
      data-testid="trending-document"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="md"
      p="3"
      gap="3"
      // The card sits in the dashboard's narrow column: the buttons go under the text, never beside it.
      direction="column"
    >
      <Stack gap="1" minW="0">
        <Text fontWeight="medium" wordBreak="break-word">
          {document.fileName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatFileSize(document.fileSize)}
          {uploaded && ` · Uploaded ${uploaded}`}
        </Text>
        {document.description && (
          <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
            {document.description}
          </Text>
        )}
        {topSellers && (
          <Text fontSize="sm" color={document.topSellerCount ? 'green.800' : 'fg.muted'}>
            {topSellers}
          </Text>
        )}
      </Stack>
      <HStack gap="2">
        {readOnly ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-label={`Download ${document.fileName}`}
            onClick={() => showDemoNotice()}
          >
            Download
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <a href={document.filePath} download={document.fileName} aria-label={`Download ${document.fileName}`}>
              Download
            </a>
          </Button>
        )}
        {onDelete && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            color="red.700"
            aria-label={`Delete ${document.fileName}`}
            onClick={() => onDelete(document)}
          >
            Delete
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
