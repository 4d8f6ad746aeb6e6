import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';

/** Settings' way to the import page: brides, appointments and sales from another system. */
export function ImportHistoryCard({ importPath }: { importPath: string }) {
  return (
    <SectionCard title="Import History">
      <Text fontSize="sm">
        Coming from BridalLive, Acuity, Square, Calendly or a sheet of your own? Import your brides, appointments and
        sales so your closing ratios start with your past.
      </Text>
      <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
        <RouterLink to={importPath}>Import History</RouterLink>
      </Button>
    </SectionCard>
  );
}
