import '../../i18n/sections/shop';
import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ShopProduct } from '@pledgethon/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../ui/use-format-money';

export function ProductCard({ product, categoryName }: { product: ShopProduct; categoryName: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const sizes = product.Variants.flatMap((variant) => (variant.Size ? [variant.Size] : []));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="xs" h="100%">
        {product.ImageUrls[0] && (
          <Card.Section>
            <Image src={product.ImageUrls[0]} alt="" h={160} fit="cover" loading="lazy" />
          </Card.Section>
        )}
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
        {sizes.length > 0 && (
          <Text size="xs" c="gray.7">
            {t('shop.sizes', { sizes: sizes.join(', ') })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
