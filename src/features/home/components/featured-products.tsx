/**
 * 数据产品 on the home page: the most viewed data products as small cards, each a link to its
 * detail page, with the provider, the scenario and the delivery form.
 */
import { Badge, Box, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { TextFunction } from '@/i18n/text-key';
import { useTranslation } from '@/i18n/use-translation';
import { Link as RouterLink } from 'react-router-dom';
import { ListStates } from '@/components/list/list-states';
import { paths, withQuery } from '@/config/routes';
import { useAsyncData } from '@/lib/use-async-data';
import { ListSkeleton } from '@/components/home-section/list-skeleton';
import { MoreLink } from '@/components/home-section/more-link';
import { SectionHeading } from '@/components/home-section/section-heading';
import { listRowStyles, rowLinkStyles } from '@/components/ui/plain-parts';
import { SectionPanel } from '@/components/home-section/section-panel';
import { listFeaturedProducts, type FeaturedProduct } from '../api/list-featured';

const FEATURED_COUNT = 4;

const loadProducts = () => listFeaturedProducts('views', FEATURED_COUNT);

/** `t` is the list's: a section draws several cards, and each one's own useTranslation costs more than the card. */
function ProductCard({ product, t }: { product: FeaturedProduct; t: TextFunction }) {
  return (
    <li>
      <RouterLink to={withQuery(paths.dataProductDetail, { id: product.id })}>
        {product.name}
      </RouterLink>
      <p data-part="summary">{product.summary}</p>
      <div data-part="meta">
        <Badge variant="subtle" colorPalette="brand">
          {product.scenario}
        </Badge>
        <Badge variant="outline" colorPalette="gray">
          {t(`contentPages.featured.deliveryForm.${product.deliveryForm}`)}
        </Badge>
        <p>{product.providerCompany}</p>
      </div>
    </li>
  );
}

/** The cards and their parts, plain elements styled from the list (plain-parts.ts). */
const productListStyles: SystemStyleObject = {
  '& > li': listRowStyles,
  '& > li > a': { ...rowLinkStyles, fontWeight: 'medium', color: 'gray.900' },
  '& [data-part=summary]': { mt: '1', fontSize: 'sm', color: 'gray.600', lineClamp: 1 },
  '& [data-part=meta]': {
    display: 'flex',
    mt: '1.5',
    gap: '2',
    alignItems: 'center',
    fontSize: 'xs',
    color: 'gray.500',
    flexWrap: 'wrap',
  },
};

export function FeaturedProducts() {
  const { t } = useTranslation();
  const products = useAsyncData(
    ['POST /web/data-product/list', { sort: 'views', page: 1, pageSize: FEATURED_COUNT }, 'list'],
    loadProducts,
  );
  return (
    <Box as="section" aria-labelledby="home-products" display="flex" flexDirection="column">
      <SectionHeading
        id="home-products"
        title={t('contentPages.featured.productsTitle')}
        subtitle={t('contentPages.featured.productsSubtitle')}
        action={<MoreLink to={paths.dataProduct} label={t('contentPages.featured.moreProducts')} />}
      />
      <SectionPanel flex="1" py="2">
        <ListStates
          state={products}
          skeleton={
            <Box py="3">
              <ListSkeleton rows={4} rowHeight="12" />
            </Box>
          }
          errorFrame={{ py: '3' }}
          empty={{
            view: (
              <Text color="gray.500" py="8" textAlign="center">
                {t('contentPages.featured.emptyProducts')}
              </Text>
            ),
          }}
        >
          {(data) => (
            <Stack as="ul" listStyleType="none" gap="0" css={productListStyles}>
              {data.map((product) => (
                <ProductCard key={product.id} product={product} t={t} />
              ))}
            </Stack>
          )}
        </ListStates>
      </SectionPanel>
    </Box>
  );
}
