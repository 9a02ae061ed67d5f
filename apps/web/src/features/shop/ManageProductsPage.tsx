import '../../i18n/sections/shop';
import '../../i18n/sections/shop-admin';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManageShopProduct } from '@pledgethon/contracts';
import { TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ProductForm } from './ProductForm';
import { ShopNav } from './ShopNav';
import { useArchiveProduct, useManageProducts } from './shop-admin.api';
import { useShopMessageText } from './use-shop-message-text';

/** /shop/manage: the vendor's own products, to add, change, archive and put back on sale. */
export function ManageProductsPage() {
  const { t } = useTranslation();
  const messageText = useShopMessageText();
  const formatMoney = useFormatMoney();
  const products = useManageProducts();
  const archive = useArchiveProduct();
  // undefined: no form open; null: a new product.
  const [editing, setEditing] = useState<ManageShopProduct | null | undefined>(undefined);
  const done = (message: string) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });
  if (products.error) throw products.error;
  if (!products.data) return <PageLoader />;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ShopNav />
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1}>{t('shopAdmin.manage.title')}</Title>
            <Text c="gray.7">{t('shopAdmin.manage.intro', { vendor: products.data.VendorName })}</Text>
          </Stack>
          <Button onClick={() => setEditing(null)}>{t('shopAdmin.manage.add')}</Button>
        </Group>
        {products.data.Products.length === 0 && <Text c="gray.7">{t('shopAdmin.manage.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {products.data.Products.map((product) => (
            <Card key={product.Id} withBorder radius="lg" padding="lg" opacity={product.Archived ? 0.75 : 1}>
              <Stack gap="xs" h="100%">
                {product.ImageUrls[0] && (
                  <Image src={product.ImageUrls[0]} alt="" h={140} fit="cover" radius="md" />
                )}
                <Group gap="xs">
                  <Badge variant="light" color="grape">
                    {t(`shop.categories.${product.Category as 'Prizes'}`)}
                  </Badge>
                  {product.Archived && <Badge color="gray">{t('shopAdmin.manage.archived')}</Badge>}
                </Group>
                <Text fw={700} component="h2" m={0}>
                  {product.Name}
                </Text>
                <Text size="sm">{formatMoney(product.PriceCents)}</Text>
                <Text size="sm" c="gray.7">
                  {t('shopAdmin.manage.stock')}:{' '}
                  {product.Variants.map((variant) =>
                    variant.Size ? `${variant.Size} ${variant.Stock}` : variant.Stock,
                  ).join(' · ')}
                </Text>
                <Text size="sm" c="gray.7">
                  {t('shopAdmin.manage.ordered', { count: product.Ordered })}
                </Text>
                <Group mt="auto" gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(product)}
                    aria-label={`${t('shopAdmin.manage.edit')} ${product.Name}`}
                  >
                    {t('shopAdmin.manage.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color={product.Archived ? 'teal' : 'red'}
                    loading={archive.isPending && archive.variables?.ProductId === product.Id}
                    aria-label={`${product.Archived ? t('shopAdmin.manage.restore') : t('shopAdmin.manage.archive')} ${product.Name}`}
                    onClick={() =>
                      archive.mutate(
                        { ProductId: product.Id, Archived: !product.Archived },
                        { onSuccess: (result) => done(result.Message) },
                      )
                    }
                  >
                    {product.Archived ? t('shopAdmin.manage.restore') : t('shopAdmin.manage.archive')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('shopAdmin.manage.formTitleEdit') : t('shopAdmin.manage.formTitleNew')}
        size="lg"
      >
        {editing !== undefined && (
          <ProductForm
            product={editing}
            onDone={(message) => {
              setEditing(undefined);
              done(message);
            }}
          />
        )}
      </Modal>
    </Container>
  );
}
