/**
 * The signed-in person's menu, in a chunk of its own with its texts (the `account` area): its menu
 * and positioning code and its words are only needed once someone is signed in, so a visitor's first
 * page does not download them. While they load, the person's name holds its place.
 */
import { Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyWithTexts } from '@/i18n/lazy-with-texts';
import type { UserMenuProps } from './user-menu';

const UserMenu = lazyWithTexts(
  () => import('./user-menu'),
  (module) => module.UserMenu,
  ['account'],
);

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
