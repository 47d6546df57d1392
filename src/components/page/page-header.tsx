/**
 * The title band at the top of an inner page: a breadcrumb back to the home page, the page's
 * heading (its route label) and an optional one-line description.
 */
import { Box, Breadcrumb, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/routes';
import { PageContainer } from './page-container';

type PageHeaderProps = {
  title: string;
  description?: string;
  /** Where the breadcrumb's first step leads; the workspace passes its own home. */
  root?: { to: string; label: string };
};

export function PageHeader({ title, description, root }: PageHeaderProps) {
  const { t } = useTranslation();
  const first = root ?? { to: paths.home, label: t('common.homeCrumb') };
  return (
    <Box
      bgGradient="to-r"
      gradientFrom="brand.50"
      gradientTo="white"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <PageContainer py={{ base: '5', md: '7' }}>
        <Breadcrumb.Root size="sm" mb="2" aria-label={t('common.breadcrumb')}>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to={first.to}>{first.label}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900" fontWeight="bold">
          {title}
        </Heading>
        {description ? (
          <Text mt="2" color="gray.600" maxWidth="3xl">
            {description}
          </Text>
        ) : null}
      </PageContainer>
    </Box>
  );
}
