import '../../i18n/sections/shop-admin';
import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { CartBuilder, PrizeLevel } from '@pledgethon/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../ui/FormProblem';
import { MoneyInput } from '../../ui/MoneyInput';
import { useSavePrizeLevels } from './shop-admin.api';
import { useShopMessageText } from './use-shop-message-text';

type Row = { Name: string; MinPledgedCents: number | null; ProductId: string | null };

/** The Thon's prize levels: a name, the pledged amount that reaches it and the prize it earns. */
export function PrizeLevelsEditor({
  cart,
  onSaved,
}: {
  cart: CartBuilder;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useShopMessageText();
  const save = useSavePrizeLevels();
  const [rows, setRows] = useState<Row[]>(cart.PrizeLevels);
  const change = (index: number, values: Partial<Row>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...values } : row)));
  const products = cart.PrizeProducts.map((product) => ({ value: product.Id, label: product.Name }));

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('shopAdmin.cart.prizeLevels')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('shopAdmin.cart.prizeLevelsHelp')}
      </Text>
      <FormProblem>{save.error ? messageText(save.error.message) : null}</FormProblem>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shopAdmin.cart.levelName')}</Table.Th>
            <Table.Th>{t('shopAdmin.cart.levelAmount')}</Table.Th>
            <Table.Th>{t('shopAdmin.cart.levelPrize')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('shopAdmin.cart.levelActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until saved
            <Table.Tr key={index}>
              <Table.Td>
                <TextInput
                  aria-label={t('shopAdmin.cart.levelName')}
                  value={row.Name}
                  onChange={(e) => change(index, { Name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <MoneyInput
                  aria-label={t('shopAdmin.cart.levelAmount')}
                  value={row.MinPledgedCents}
                  onChange={(cents) => change(index, { MinPledgedCents: cents })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('shopAdmin.cart.levelPrize')}
                  placeholder={t('shopAdmin.cart.noPrize')}
                  data={products}
                  value={row.ProductId}
                  onChange={(value) => change(index, { ProductId: value })}
                  clearable
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('shopAdmin.cart.removeLevel', { name: row.Name })}
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        <Button
          variant="default"
          onClick={() =>
            setRows((current) => [...current, { Name: '', MinPledgedCents: null, ProductId: null }])
          }
        >
          {t('shopAdmin.cart.addLevel')}
        </Button>
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              {
                EventId: cart.EventId,
                Levels: rows.map(
                  (row): PrizeLevel => ({ ...row, MinPledgedCents: row.MinPledgedCents ?? Number.NaN }),
                ),
              },
              { onSuccess: (result) => onSaved(result.Message) },
            )
          }
        >
          {t('shopAdmin.cart.saveLevels')}
        </Button>
      </Group>
    </Stack>
  );
}
