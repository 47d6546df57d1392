/**
 * The workspace functions an operator's rights open besides reviewing: 公告管理 and 入驻材料配置 for
 * content editors, 流程审计 for auditors.
 */
import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { FileCog, Megaphone, Workflow } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { mayVisit } from '@/config/route-access';
import { paths, type RouteKey } from '@/config/routes';

type Shortcut = { to: string; label: string; text: string; route: RouteKey; icon: ReactNode };

export function useShortcuts(rights: readonly string[]): Shortcut[] {
  const { t } = useTranslation();
  const all: Shortcut[] = [
    {
      to: paths.contentAnnouncements,
      label: t('review.workerHome.shortcuts.announcements'),
      text: t('review.workerHome.shortcuts.announcementsText'),
      route: 'contentAnnouncements',
      icon: <Megaphone />,
    },
    {
      to: paths.contentEntryConfig,
      label: t('review.workerHome.shortcuts.entryConfig'),
      text: t('review.workerHome.shortcuts.entryConfigText'),
      route: 'contentEntryConfig',
      icon: <FileCog />,
    },
    {
      to: paths.audit,
      label: t('review.workerHome.shortcuts.audit'),
      text: t('review.workerHome.shortcuts.auditText'),
      route: 'audit',
      icon: <Workflow />,
    },
  ];
  return all.filter((shortcut) => mayVisit(shortcut.route, rights));
}

export function WorkspaceShortcuts({ shortcuts }: { shortcuts: Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="workspace-shortcuts-title">
      <Heading as="h2" id="workspace-shortcuts-title" fontSize="lg" color="gray.900" mb="3">
        {t('review.workerHome.shortcutsTitle')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {shortcuts.map((shortcut) => (
          <LinkBox
            key={shortcut.to}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="5"
            _hover={{ borderColor: 'brand.300', shadow: 'sm' }}
          >
            <Box color="brand.solid" mb="3" aria-hidden="true">
              {shortcut.icon}
            </Box>
            <LinkOverlay asChild fontWeight="semibold" color="gray.900">
              <RouterLink to={shortcut.to}>{shortcut.label}</RouterLink>
            </LinkOverlay>
            <Text fontSize="sm" color="gray.600" mt="1">
              {shortcut.text}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Box>
  );
}
