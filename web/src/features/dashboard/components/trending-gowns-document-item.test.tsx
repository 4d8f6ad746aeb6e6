import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import { renderToStaticMarkup } from 'react-dom/server';
import { TrendingGownsDocumentItem } from './trending-gowns-document-item';

const lookbook: TrendingDocument = {
  id: 'd-1',
  fileName: 'spring-lookbook.pdf',
  filePath: '/api/trending-gowns/download/d-1',
  fileSize: 40_000,
  mimeType: 'application/pdf',
  description: null,
  uploadedAt: '2026-03-08T09:30:00.000Z',
  topSellerCount: null,
  topSellerNote: null,
};

const uploadedLine = (uploadedAt: string, timeZone: string) =>
  /Uploaded [^<]*/.exec(
    renderToStaticMarkup(
      <ChakraProvider value={defaultSystem}>
        <ul>
          <TrendingGownsDocumentItem document={{ ...lookbook, uploadedAt }} timeZone={timeZone} />
        </ul>
      </ChakraProvider>,
    ),
  )?.[0];

describe("a trending-gown document's upload time", () => {
  // The machine runs on UTC; Los Angeles' clocks went forward at 10:00 UTC on 8 March 2026.
  it("is on the boutique's clock, not the machine's, either side of its DST change", () => {
    expect(uploadedLine('2026-03-08T09:30:00.000Z', 'America/Los_Angeles')).toBe('Uploaded Mar 8, 2026, 1:30 AM');
    expect(uploadedLine('2026-03-08T10:30:00.000Z', 'America/Los_Angeles')).toBe('Uploaded Mar 8, 2026, 3:30 AM');
    // London's clocks move on another Sunday: the same instants are an hour apart there as on UTC.
    expect(uploadedLine('2026-03-08T10:30:00.000Z', 'Europe/London')).toBe('Uploaded Mar 8, 2026, 10:30 AM');
    expect(uploadedLine('2026-03-29T10:30:00.000Z', 'Europe/London')).toBe('Uploaded Mar 29, 2026, 11:30 AM');
  });
});
