import '../../i18n/sections/shop-admin';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ShopOrderDetail, ShopOrderStatusName } from '@pledgethon/contracts';
import { formatCalendarDate, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { STATUS_COLOURS } from './OrdersPage';
import { ShopNav } from './ShopNav';
import { useChangeOrderStatus, useShopOrder } from './shop-admin.api';
import { useShopMessageText } from './use-shop-message-text';

/** /shop/orderdetail?id=…: one order, its lines and history; its vendor moves it on from here. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const order = useShopOrder(search.get('id') ?? '');
  if (order.error) throw order.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ShopNav />
        <Anchor component={Link} to="/shop/orders">
          {t('shopAdmin.detail.back')}
        </Anchor>
        {order.data ? <OrderDetail order={order.data} /> : <PageLoader />}
      </Stack>
    </Container>
  );
}

function OrderDetail({ order }: { order: ShopOrderDetail }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const messageText = useShopMessageText();
  const change = useChangeOrderStatus();
  const [tracking, setTracking] = useState('');
  const statusName = (status: ShopOrderStatusName) => t(`shopAdmin.orders.statuses.${status}`);
  const moveTo = (status: ShopOrderStatusName) =>
    change.mutate(
      {
        OrderId: order.OrderId,
        Status: status,
        ...(status === 'shipped' ? { TrackingNumber: tracking } : {}),
      },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'teal',
            message: messageText(result.Message),
            autoClose: TOAST_TIMEOUT_MS,
          }),
      },
    );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1}>{t('shopAdmin.detail.title', { number: order.Number })}</Title>
        <Badge color={STATUS_COLOURS[order.Status]} size="lg">
          {statusName(order.Status)}
        </Badge>
      </Group>
      <Stack gap={2}>
        <Text>{t('shopAdmin.detail.forThon', { thon: order.EventName, vendor: order.VendorName })}</Text>
        <Text>{t('shopAdmin.detail.buyer', { name: order.BuyerName, email: order.BuyerEmail })}</Text>
        <Text>{t('shopAdmin.detail.delivery', { date: formatCalendarDate(order.DeliveryDate) })}</Text>
        {order.TrackingNumber && (
          <Text>{t('shopAdmin.detail.tracking', { number: order.TrackingNumber })}</Text>
        )}
        {order.Notes && <Text>{t('shopAdmin.detail.notes', { notes: order.Notes })}</Text>}
      </Stack>
      {order.NextStatuses.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('shopAdmin.detail.move')}
          </Title>
          <FormProblem>{change.error ? messageText(change.error.message) : null}</FormProblem>
          <Group align="flex-end">
            {order.NextStatuses.includes('shipped') && (
              <TextInput
                label={t('shopAdmin.detail.trackingNumber')}
                value={tracking}
                maxLength={60}
                onChange={(event) => setTracking(event.currentTarget.value)}
              />
            )}
            {order.NextStatuses.map((status) => (
              <Button
                key={status}
                color={status === 'cancelled' ? 'red' : undefined}
                variant={status === 'cancelled' ? 'outline' : 'filled'}
                loading={change.isPending && change.variables?.Status === status}
                onClick={() => moveTo(status)}
              >
                {t(`shopAdmin.detail.moveTo.${status}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Title order={2} size="h3">
        {t('shopAdmin.detail.lines')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shopAdmin.cart.product')}</Table.Th>
              <Table.Th>{t('shopAdmin.manage.sku')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.quantity')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.price')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.why')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.Lines.map((line) => (
              <Table.Tr key={line.Sku}>
                <Table.Td>{line.Size ? `${line.ProductName} (${line.Size})` : line.ProductName}</Table.Td>
                <Table.Td>{line.Sku}</Table.Td>
                <Table.Td>{line.Quantity}</Table.Td>
                <Table.Td>{formatMoney(line.UnitPriceCents)}</Table.Td>
                <Table.Td>{line.Reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={800}>{t('shopAdmin.cart.total', { amount: formatMoney(order.TotalCents) })}</Text>
      <Title order={2} size="h3">
        {t('shopAdmin.detail.history')}
      </Title>
      <Timeline active={order.History.length - 1} bulletSize={16}>
        {order.History.map((entry) => (
          <Timeline.Item
            key={`${entry.ToStatus}-${entry.ChangedAt}`}
            title={t('shopAdmin.detail.historyRow', {
              status: statusName(entry.ToStatus),
              who: entry.ChangedBy,
            })}
          >
            <Text size="sm" c="gray.7">
              {when(entry.ChangedAt)}
              {entry.TrackingNumber ? ` · ${entry.TrackingNumber}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
