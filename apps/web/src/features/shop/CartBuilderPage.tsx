import '../../i18n/sections/shop';
import '../../i18n/sections/shop-admin';
import {
  Button,
  Container,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CartBuilder } from '@pledgethon/contracts';
import { formatCalendarDate, shiftCalendarDate, shopLineLabel, TOAST_TIMEOUT_MS } from '@pledgethon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormProblem } from '../../ui/FormProblem';
import { PageLoader } from '../../ui/PageLoader';
import { useFormatMoney } from '../../ui/use-format-money';
import { PrizeLevelsEditor } from './PrizeLevelsEditor';
import { ShopNav } from './ShopNav';
import { useCartBuilder, useCartThons, useCheckout } from './shop-admin.api';
import { useCartReasonText } from './use-cart-reason-text';
import { useShopMessageText } from './use-shop-message-text';

// A week before the event gives the vendor time and the school a margin.
const DELIVERY_DAYS_BEFORE_EVENT = 7;

/** /shop/cartbuilder: a Thon's order computed from its participants, edited, then placed. */
export function CartBuilderPage() {
  const { t } = useTranslation();
  const thons = useCartThons();
  const [eventId, setEventId] = useState<string | null>(null);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const cart = useCartBuilder(eventId, vendorId);
  if (thons.error) throw thons.error;
  if (cart.error) throw cart.error;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <ShopNav />
        <Stack gap={4}>
          <Title order={1}>{t('shopAdmin.cart.title')}</Title>
          <Text c="gray.7">{t('shopAdmin.cart.intro')}</Text>
        </Stack>
        {thons.data?.length === 0 && <Text>{t('shopAdmin.cart.noThons')}</Text>}
        <Group align="flex-end">
          <Select
            label={t('shopAdmin.cart.thon')}
            placeholder={t('shopAdmin.cart.chooseThon')}
            data={(thons.data ?? []).map((thon) => ({
              value: thon.EventId,
              label: `${thon.Name} (${thon.EventCode})`,
            }))}
            value={eventId}
            onChange={setEventId}
            searchable
            w={360}
          />
          {cart.data && cart.data.Vendors.length > 1 && (
            <Select
              label={t('shopAdmin.cart.vendor')}
              data={cart.data.Vendors.map((vendor) => ({ value: vendor.Id, label: vendor.Name }))}
              value={cart.data.VendorId}
              onChange={setVendorId}
              allowDeselect={false}
            />
          )}
        </Group>
        {eventId && !cart.data && <PageLoader />}
        {cart.data && <CartForm key={`${cart.data.EventId}:${cart.data.VendorId}`} cart={cart.data} />}
      </Stack>
    </Container>
  );
}

function CartForm({ cart }: { cart: CartBuilder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const reasonText = useCartReasonText();
  const messageText = useShopMessageText();
  const checkout = useCheckout();
  const [quantities, setQuantities] = useState(
    () => new Map(cart.Lines.map((line) => [line.VariantId, line.SuggestedQuantity])),
  );
  const [deliveryDate, setDeliveryDate] = useState(
    shiftCalendarDate(cart.EventDate, -DELIVERY_DAYS_BEFORE_EVENT),
  );
  const [notes, setNotes] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const quantityOf = (variantId: string) => quantities.get(variantId) ?? 0;
  const total = cart.Lines.reduce((sum, line) => sum + quantityOf(line.VariantId) * line.PriceCents, 0);
  const done = (message: string) =>
    notifications.show({ color: 'teal', message: messageText(message), autoClose: TOAST_TIMEOUT_MS });

  const submit = () => {
    if (!cart.VendorId) return;
    checkout.mutate(
      {
        EventId: cart.EventId,
        VendorId: cart.VendorId,
        DeliveryDate: deliveryDate,
        IdempotencyKey: idempotencyKey,
        Notes: notes,
        Lines: cart.Lines.filter((line) => quantityOf(line.VariantId) > 0).map((line) => ({
          VariantId: line.VariantId,
          Quantity: quantityOf(line.VariantId),
          Reason: reasonText(line.Reasons),
        })),
      },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'teal',
            message: t('shopAdmin.cart.placed', { number: result.Number }),
            autoClose: TOAST_TIMEOUT_MS,
          });
          navigate(`/shop/orderdetail?id=${result.OrderId}`);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text fw={600}>
        {t('shopAdmin.cart.participants', {
          count: cart.Participants,
          date: formatCalendarDate(cart.EventDate),
        })}
      </Text>
      <PrizeLevelsEditor cart={cart} onSaved={done} />
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shopAdmin.cart.product')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.price')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.inStock')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.quantity')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.why')}</Table.Th>
              <Table.Th>{t('shopAdmin.cart.lineTotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.Lines.map((line) => {
              const label = shopLineLabel(line.ProductName, line.Size);
              return (
                <Table.Tr key={line.VariantId}>
                  <Table.Td>{label}</Table.Td>
                  <Table.Td>{formatMoney(line.PriceCents)}</Table.Td>
                  <Table.Td>{line.Stock}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('shopAdmin.cart.quantityOf', { product: label })}
                      min={0}
                      max={100_000}
                      allowDecimal={false}
                      w={110}
                      value={quantityOf(line.VariantId)}
                      onChange={(value) =>
                        setQuantities((current) =>
                          new Map(current).set(line.VariantId, typeof value === 'number' ? value : 0),
                        )
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="gray.7">
                      {reasonText(line.Reasons)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatMoney(quantityOf(line.VariantId) * line.PriceCents)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormProblem>{checkout.error ? messageText(checkout.error.message) : null}</FormProblem>
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('shopAdmin.cart.deliveryDate')}
          description={t('shopAdmin.cart.deliveryHelp')}
          max={shiftCalendarDate(cart.EventDate, -1)}
          value={deliveryDate}
          onChange={(event) => setDeliveryDate(event.currentTarget.value)}
        />
        <TextInput
          label={t('shopAdmin.cart.notes')}
          value={notes}
          maxLength={500}
          onChange={(e) => setNotes(e.currentTarget.value)}
          w={360}
        />
      </Group>
      <Group justify="space-between">
        <Text fw={800} fz="lg">
          {t('shopAdmin.cart.total', { amount: formatMoney(total) })}
        </Text>
        <Button onClick={submit} loading={checkout.isPending} disabled={!cart.VendorId}>
          {t('shopAdmin.cart.checkout')}
        </Button>
      </Group>
    </Stack>
  );
}
