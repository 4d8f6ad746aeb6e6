import { Button, Stack, Text } from '@chakra-ui/react';
import { useTrendingDocuments } from '../api/trending-gowns-list';
import { useTrendingDelete } from '../hooks/trending-gowns-delete';
import { DashboardCard } from './dashboard-card';
import { TrendingGownsDeleteDialog } from './trending-gowns-delete-dialog';
import { TrendingGownsDocumentItem } from './trending-gowns-document-item';
import { TrendingGownsUploadForm } from './trending-gowns-upload-form';

/** The boutique's trending-gown documents: upload, list, download, delete. Fetched again after each change, never polled. */
export function TrendingGownsCard() {
  const { data: documents, error, isLoading, mutate } = useTrendingDocuments();
  const removal = useTrendingDelete();

  return (
    <DashboardCard title="Trending Gowns">
      <Text color="fg.muted" fontSize="sm">
        Share lookbooks, trend reports and top-seller lists with your team. A top-sellers spreadsheet (.csv, .xlsx,
        .xls) also feeds each bride&apos;s top-seller recommendations.
      </Text>
      <TrendingGownsUploadForm />
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
            <TrendingGownsDocumentItem key={document.id} document={document} onDelete={removal.ask} />
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
    </DashboardCard>
  );
}
