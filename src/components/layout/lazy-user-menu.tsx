/**
 * The signed-in person's menu, in a chunk of its own: its menu and positioning code is only needed
 * once someone is signed in, so a visitor's first page does not download it. While it loads, the
 * person's name holds its place.
 */
import { Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { UserMenuProps } from './user-menu';

const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

export function LazyUserMenu(props: UserMenuProps) {
  return (
    <Suspense
      fallback={
        <Text as="span" fontSize="sm" px="2" truncate maxWidth="12rem">
          {props.authState.name}
        </Text>
      }
    >
      <UserMenu {...props} />
    </Suspense>
  );
}
