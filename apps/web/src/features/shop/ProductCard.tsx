import '../../i18n/sections/shop';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ShopProduct } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

export function ProductCard({ product, categoryName }: { product: ShopProduct; categoryName: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs" h="100%">
        <Badge variant="light" color="grape">
          {categoryName}
        </Badge>
        <Text fw={700} size="lg" component="h2" m={0}>
          {product.Name}
        </Text>
        {product.Description && (
          <Text size="sm" c="gray.7">
            {product.Description}
          </Text>
        )}
        <Group justify="space-between" mt="auto">
          <Text fw={800} fz="xl">
            {formatMoney(product.PriceCents)}
          </Text>
          <Text size="sm" c={product.Stock > 0 ? 'gray.7' : 'red.8'}>
            {product.Stock > 0 ? t('shop.inStock', { count: product.Stock }) : t('shop.outOfStock')}
          </Text>
        </Group>
        <Text size="xs" c="gray.7">
          {t('shop.sku', { sku: product.Sku })}
        </Text>
      </Stack>
    </Card>
  );
}
