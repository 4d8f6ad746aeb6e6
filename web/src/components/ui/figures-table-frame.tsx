import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A real table of figures named by its caption, scrolled sideways on a phone (focusable, so a
 * keyboard can scroll it too). The header, body and footer are the caller's.
 */
export function FiguresTableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
          {caption}
        </Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
