import { Button, Stack, Text } from '@chakra-ui/react';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import type { ReactNode } from 'react';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import { useTrendingDelete } from '../hooks/trending-gowns-delete';
import { SectionCard } from '../../../components/layout/section-card';
import { TrendingGownsDeleteDialog } from './trending-gowns-delete-dialog';
import { TrendingGownsDocumentItem } from './trending-gowns-document-item';
import { TrendingGownsUploadForm } from './trending-gowns-upload-form';

interface TrendingGownsCardProps {
  /** The documents as fetched (the boutique's, or the demo's). */
  list: { data?: TrendingDocument[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The boutique's, for the upload times. */
  timeZone: string;
  /** The demo: upload, download and delete only explain themselves. */
  readOnly?: boolean;
  /** Upload and delete: an admin's. A consultant's card lists and downloads only. */
  manage?: boolean;
  hotspot?: ReactNode;
}

/** The boutique's trending-gown documents: upload, list, download, delete. Fetched again after each change, never polled. */
export function TrendingGownsCard({
  list,
  timeZone,
  readOnly = false,
  manage = true,
  hotspot,
}: TrendingGownsCardProps) {
  const { data: documents, error, isLoading, mutate } = list;
  const removal = useTrendingDelete();

  return (
    <SectionCard title="Trending Gowns" hotspot={hotspot}>
      <Text color="fg.muted" fontSize="sm">
        {manage
          ? "Share lookbooks, trend reports and top-seller lists with your team. A top-sellers spreadsheet (.csv, .xlsx, .xls) also feeds each bride's top-seller recommendations."
          : 'Lookbooks, trend reports and top-seller lists your boutique shares with the team.'}
      </Text>
      {manage &&
        (readOnly ? (
          <Button variant="outline" colorPalette="brand" onClick={() => showDemoNotice()}>
            Upload Documents
          </Button>
        ) : (
          <TrendingGownsUploadForm />
        ))}
      {isLoading ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          Loading documents...
        </Text>
      ) : error && !documents ? (
        <Stack gap="2" align="flex-start" role="alert">
          <Text fontSize="sm">The documents could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={() => void mutate()}>
            Try Again
          </Button>
        </Stack>
      ) : documents && documents.length > 0 ? (
        <Stack as="ul" gap="3" listStyle="none" aria-label="Trending gown documents">
          {documents.map((document) => (
            <TrendingGownsDocumentItem
              key={document.id}
              document={document}
              timeZone={timeZone}
              onDelete={!manage ? undefined : readOnly ? () => showDemoNotice() : removal.ask}
              readOnly={readOnly}
            />
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No documents yet.
        </Text>
      )}
      <TrendingGownsDeleteDialog
        document={removal.pending}
        open={removal.open}
        isDeleting={removal.isDeleting}
        onCancel={removal.cancel}
        onConfirm={(document) => void removal.confirm(document)}
      />
    </SectionCard>
  );
}
