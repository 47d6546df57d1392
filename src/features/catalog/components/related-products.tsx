/** 关联数据产品: the products built on this resource, each a link to its detail. */
import { Link, Stack, Text } from '@chakra-ui/react';
import { Package } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/routes';
import type { DataResourceDetail } from '../api/get-data-resource';

export function RelatedProducts({ products }: { products: DataResourceDetail['relatedProducts'] }) {
  const { t } = useTranslation();
  if (products.length === 0)
    return (
      <Text color="gray.500" fontSize="sm">
        {t('catalog.resource.noRelated')}
      </Text>
    );
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {products.map((product) => (
        <Stack
          as="li"
          key={product.id}
          gap="0.5"
          py="3"
          borderBottomWidth="1px"
          borderColor="gray.100"
          _last={{ borderBottomWidth: '0', pb: '0' }}
          _first={{ pt: '0' }}
        >
          <Link asChild color="gray.900" fontWeight="medium" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={withQuery(paths.dataProductDetail, { id: product.id })}>
              <Package aria-hidden="true" size={16} color="var(--portal-colors-brand-solid)" />
              {product.name}
            </RouterLink>
          </Link>
          <Text fontSize="xs" color="gray.500" ps="6">
            {product.providerCompany}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
