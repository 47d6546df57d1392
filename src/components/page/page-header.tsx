/**
 * The title band at the top of an inner page: a breadcrumb back to the home page, the page's
 * heading (its route label) and an optional one-line description.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@/config/routes';
import { PageBand, PageTitle, type Crumb } from './page-band';

type PageHeaderProps = {
  title: string;
  description?: string;
  /** Where the breadcrumb's first step leads; the workspace passes its own home. */
  root?: Crumb;
};

export function PageHeader({ title, description, root }: PageHeaderProps) {
  const { t } = useTranslation();
  const first = root ?? { to: paths.home, label: t('common.homeCrumb') };
  return (
    <PageBand trail={[first]} current={title} crumbsGap="2">
      <PageTitle>{title}</PageTitle>
      {description ? (
        <Text mt="2" color="gray.600" maxWidth="3xl">
          {description}
        </Text>
      ) : null}
    </PageBand>
  );
}
