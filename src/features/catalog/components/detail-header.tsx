/**
 * The title band of a catalogue detail: breadcrumb 首页 / list / record, badges, the record's name
 * as the page heading, a line of identifying facts, and the page's main action on the right.
 */
import { Box, Breadcrumb, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '@/components/page/page-container';
import { paths } from '@/config/routes';

type DetailHeaderProps = {
  list: { to: string; label: string };
  current: string;
  title: string;
  badges?: ReactNode;
  facts?: ReactNode;
  action?: ReactNode;
};

export function DetailHeader({ list, current, title, badges, facts, action }: DetailHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      bgGradient="to-r"
      gradientFrom="brand.50"
      gradientTo="white"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <PageContainer py={{ base: '5', md: '7' }}>
        <Breadcrumb.Root size="sm" mb="3" aria-label={t('common.breadcrumb')}>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to={paths.home}>{t('common.homeCrumb')}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to={list.to}>{list.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
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
            <Heading
              as="h1"
              fontSize={{ base: '2xl', md: '3xl' }}
              color="gray.900"
              fontWeight="bold"
            >
              {title}
            </Heading>
            {facts ? (
              <Text as="div" mt="2" color="gray.600" fontSize="sm">
                {facts}
              </Text>
            ) : null}
          </Box>
          {action ? <Box flexShrink={0}>{action}</Box> : null}
        </Flex>
      </PageContainer>
    </Box>
  );
}
