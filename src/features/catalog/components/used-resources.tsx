/** 使用的数据资源: the resources a product is built on, each a link to its detail. */
import { Link, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import type { DataProductDetail } from '../api/get-data-product';

export function UsedResources({ resources }: { resources: DataProductDetail['resources'] }) {
  const { t } = useTranslation();
  if (resources.length === 0)
    return <Text color="gray.500">{t('catalog.product.noResources')}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t('catalog.product.resourceName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalog.product.resourceCode')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('catalog.product.resourceProvider')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {resources.map((resource) => (
            <Table.Row key={resource.id}>
              <Table.Cell>
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={withQuery(paths.dataResourceDetail, { id: resource.id })}>
                    {resource.name}
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs" color="gray.600">
                {resource.code}
              </Table.Cell>
              <Table.Cell color="gray.700">{resource.provider}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
