/** 快捷入口 on the workspace home: a new application, 专区合集 and 用户详情. */
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FilePlus2, Layers, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';

function Shortcut({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Box as="li">
      <Link
        asChild
        display="flex"
        gap="3"
        alignItems="center"
        p="3"
        rounded="md"
        textDecoration="none"
        _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      >
        <RouterLink to={to}>
          <Flex
            boxSize="10"
            flexShrink={0}
            rounded="md"
            bg="brand.subtle"
            color="brand.solid"
            align="center"
            justify="center"
            aria-hidden="true"
          >
            {icon}
          </Flex>
          <Stack gap="0">
            <Text as="span" fontWeight="medium" color="gray.900">
              {title}
            </Text>
            <Text as="span" fontSize="xs" color="gray.500">
              {text}
            </Text>
          </Stack>
        </RouterLink>
      </Link>
    </Box>
  );
}

export function HomeShortcuts() {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-labelledby="workspace-shortcuts"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      p="5"
    >
      <Heading as="h2" id="workspace-shortcuts" fontSize="md" color="gray.900" mb="2">
        {t('domainApplication.home.shortcutsTitle')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="1">
        <Shortcut
          to={paths.domainApply}
          icon={<FilePlus2 size={20} />}
          title={t('domainApplication.home.newApplication')}
          text={t('domainApplication.home.newApplicationText')}
        />
        <Shortcut
          to={paths.applyList}
          icon={<Layers size={20} />}
          title={t('domainApplication.home.domains')}
          text={t('domainApplication.home.domainsText')}
        />
        <Shortcut
          to={paths.workspaceUserDetail}
          icon={<UserRound size={20} />}
          title={t('domainApplication.home.userDetail')}
          text={t('domainApplication.home.userDetailText')}
        />
      </Stack>
    </Box>
  );
}
