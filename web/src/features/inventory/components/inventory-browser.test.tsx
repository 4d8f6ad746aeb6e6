import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryDressesPage } from '@bridal/shared/inventory/inventory-dresses';
import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { InventoryBrowser } from './inventory-browser';

const firstPage: InventoryDressesPage = {
  // Los Angeles' clocks went back at 09:00 UTC on 1 November 2026: 07:30 UTC on the 2nd is
  // 11:30 PM on the 1st there (PST), while the machine (UTC) is already on the 2nd.
  upload: { fileName: 'spring.csv', uploadedAt: '2026-11-02T07:30:00.000Z', dressCount: 0 },
  dresses: [],
  search: '',
  page: 1,
  pageSize: 50,
  total: 0,
  pageCount: 1,
};

const render = (timeZone: string | undefined) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <SWRConfig
        value={{ fallback: { [`${apiPaths.inventoryDresses}?search=&page=1`]: firstPage }, provider: () => new Map() }}
      >
        <InventoryBrowser timeZone={timeZone} />
      </SWRConfig>
    </ChakraProvider>,
  );

describe("the inventory page's upload day", () => {
  it("is the boutique's day, after its DST change, not the machine's", () => {
    expect(render('America/Los_Angeles')).toContain('Read from <strong>spring.csv</strong>, uploaded Nov 1, 2026.');
    expect(render('Asia/Tokyo')).toContain('Read from <strong>spring.csv</strong>, uploaded Nov 2, 2026.');
  });

  it('names no day until the zone is known', () => {
    expect(render(undefined)).toContain('Read from <strong>spring.csv</strong>.');
  });
});
