import '../../i18n/sections/shop-admin';
import {
  Anchor,
  Badge,
  Container,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { SHOP_ORDER_STATUS_NAMES, type ShopOrderStatusName } from '@pledgethon/contracts';
import { formatCalendarDate } from '@pledgethon/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { ShopNav } from './ShopNav';
import { useShopOrders } from './shop-admin.api';

// Dark shades under white text, readable at the badge's small size (WCAG AA contrast).
export const STATUS_COLOURS: Record<ShopOrderStatusName, string> = {
  placed: 'blue.8',
  confirmed: 'indigo.8',
  shipped: 'cyan.9',
  delivered: 'teal.9',
  cancelled: 'gray.7',
};

/** /shop/orders: the orders the user may see, filtered by status and Thon, a page at a time. */
export function OrdersPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [status, setStatus] = useState<ShopOrderStatusName | null>(null);
  const [eventId, setEventId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const orders = useShopOrders({ status, eventId, page });
  if (orders.error) throw orders.error;
  // Kept while the next page loads, so the chosen Thon stays named in the filter.
  const [thons, setThons] = useState<{ value: string; label: string }[]>([]);
  const loadedThons = orders.data?.Thons;
  useEffect(() => {
    if (loadedThons) setThons(loadedThons.map((thon) => ({ value: thon.EventId, label: thon.Name })));
  }, [loadedThons]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ShopNav />
        <Title order={1}>{t('shopAdmin.orders.title')}</Title>
        <Group>
          <Select
            label={t('shopAdmin.orders.status')}
            placeholder={t('shopAdmin.orders.allStatuses')}
            data={SHOP_ORDER_STATUS_NAMES.map((value) => ({
              value,
              label: t(`shopAdmin.orders.statuses.${value}`),
            }))}
            value={status}
            onChange={(value) => {
              setStatus(value as ShopOrderStatusName | null);
              setPage(1);
            }}
            clearable
          />
          <Select
            label={t('shopAdmin.orders.thon')}
            placeholder={t('shopAdmin.orders.allThons')}
            data={thons}
            value={eventId}
            onChange={(value) => {
              setEventId(value);
              setPage(1);
            }}
            clearable
            searchable
          />
        </Group>
        {!orders.data ? (
          <PageLoader />
        ) : orders.data.Orders.length === 0 ? (
          <Text c="gray.7">{t('shopAdmin.orders.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shopAdmin.orders.number')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.thon')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.vendor')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.buyer')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.status')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.delivery')}</Table.Th>
                  <Table.Th>{t('shopAdmin.orders.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data.Orders.map((order) => (
                  <Table.Tr key={order.OrderId}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/shop/orderdetail?id=${order.OrderId}`}
                        aria-label={t('shopAdmin.orders.open', { number: order.Number })}
                      >
                        #{order.Number}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{order.EventName}</Table.Td>
                    <Table.Td>{order.VendorName}</Table.Td>
                    <Table.Td>{order.BuyerName}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLOURS[order.Status]}>
                        {t(`shopAdmin.orders.statuses.${order.Status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatCalendarDate(order.DeliveryDate)}</Table.Td>
                    <Table.Td>{formatMoney(order.TotalCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {orders.data && orders.data.Total > orders.data.PageSize && (
          <Pagination
            total={Math.ceil(orders.data.Total / orders.data.PageSize)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${t('shopAdmin.orders.pages')}: ${control}` })}
          />
        )}
      </Stack>
    </Container>
  );
}
