/**
 * The Chakra UI provider with the portal's system. Light mode only: a government portal has one look,
 * so there is no colour-mode switch and no theme library.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { portalSystem } from './system';

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem}>{children}</ChakraProvider>;
}
