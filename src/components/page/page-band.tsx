/**
 * The title band at the top of an inner page: the brand gradient, a breadcrumb through `trail` to
 * the current page, and under it what heads the page — usually a `PageTitle`.
 */
import { Box, Breadcrumb, Heading } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from './page-container';

export type Crumb = { to: string; label: string };

type PageBandProps = {
  /** The breadcrumb's steps before the current page, from the home page on. */
  trail: readonly Crumb[];
  current: string;
  /** The space under the breadcrumb. */
  crumbsGap: '2' | '3';
  children: ReactNode;
};

export function PageBand({ trail, current, crumbsGap, children }: PageBandProps) {
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
        <Breadcrumb.Root size="sm" mb={crumbsGap} aria-label={t('common.breadcrumb')}>
          <Breadcrumb.List>
            {trail.map((crumb) => (
              <Fragment key={crumb.to}>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild color="brand.fg">
                    <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                <Breadcrumb.Separator />
              </Fragment>
            ))}
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        {children}
      </PageContainer>
    </Box>
  );
}

/** The page's heading in its band. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900" fontWeight="bold">
      {children}
    </Heading>
  );
}
