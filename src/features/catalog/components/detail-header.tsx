/**
 * The title band of a catalogue detail: breadcrumb 首页 / list / detail, badges, the record's name
 * as the page heading, a line of identifying facts, and the page's main action on the right.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageBand, PageTitle } from '@/components/page/page-band';
import { paths } from '@/config/routes';
import type { CatalogKind } from '../catalog-kind';

type DetailHeaderProps = {
  kind: CatalogKind;
  /** The record's name. */
  title: string;
  badges?: ReactNode;
  facts?: ReactNode;
  action?: ReactNode;
};

export function DetailHeader({ kind, title, badges, facts, action }: DetailHeaderProps) {
  const { t } = useTranslation();
  const trail = [
    { to: paths.home, label: t('common.homeCrumb') },
    { to: paths[kind.list], label: t(`routes.${kind.list}`) },
  ];
  return (
    <PageBand trail={trail} current={t(`routes.${kind.detail}`)} crumbsGap="3">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', md: 'flex-end' }}
        gap="4"
      >
        <Box minWidth="0">
          {badges ? (
            <HStack gap="2" mb="2" wrap="wrap">
              {badges}
            </HStack>
          ) : null}
          <PageTitle>{title}</PageTitle>
          {facts ? (
            <Text as="div" mt="2" color="gray.600" fontSize="sm">
              {facts}
            </Text>
          ) : null}
        </Box>
        {action ? <Box flexShrink={0}>{action}</Box> : null}
      </Flex>
    </PageBand>
  );
}
