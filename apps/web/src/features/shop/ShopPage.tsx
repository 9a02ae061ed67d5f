import '../../i18n/sections/shop';
import { Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { ShopOfficeLinks } from '../shop-reports/ShopOfficeLinks';
import { ProductCard } from './ProductCard';
import { ShopNav } from './ShopNav';
import { useShopCategories, useShopProducts } from './shop.api';
import { ALL_TAB, hashOfTab, tabFromHash } from './shop-tabs';

const knownCategories = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'] as const;
type KnownCategory = (typeof knownCategories)[number];

function isKnown(category: string): category is KnownCategory {
  return knownCategories.some((known) => known === category);
}

/** The vendor landing: the catalogue in hash tabs (all, Prizes, Marketing, Race Equipment, ...). */
export function ShopPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const categories = useShopCategories();
  const products = useShopProducts();
  const categoryNames = categories.data ?? [];
  const tab = tabFromHash(location.hash, categoryNames);
  const categoryName = (category: string) =>
    isKnown(category) ? t(`shop.categories.${category}`) : category;
  const tabs = [ALL_TAB, ...categoryNames];
  const shown = (products.data ?? []).filter((product) => tab === ALL_TAB || product.Category === tab);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ShopNav />
        <Stack gap={4}>
          <Title order={1}>{t('shop.title')}</Title>
          <Text c="gray.7">{t('shop.intro')}</Text>
        </Stack>
        <ShopOfficeLinks />
        <Tabs
          value={tab}
          onChange={(value) => navigate({ hash: hashOfTab(value ?? ALL_TAB) }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('shop.tabs')} mb="lg">
            {tabs.map((tabName) => (
              <Tabs.Tab key={tabName} value={tabName}>
                {tabName === ALL_TAB ? t('shop.all') : categoryName(tabName)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tabName) => (
            <Tabs.Panel key={tabName} value={tabName}>
              {products.isPending ? (
                <PageLoader />
              ) : shown.length === 0 ? (
                <Text c="gray.7">{t('shop.empty')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {shown.map((product) => (
                    <ProductCard
                      key={product.Id}
                      product={product}
                      categoryName={categoryName(product.Category)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
