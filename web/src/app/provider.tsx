import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ToasterOutlet } from '../components/ui/toaster-outlet';
import { swrDefaults } from '../lib/swr-defaults';
import { appSystem } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <SWRConfig value={swrDefaults}>
        {children}
        <ToasterOutlet />
      </SWRConfig>
    </ChakraProvider>
  );
}
