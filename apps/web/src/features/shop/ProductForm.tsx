import '../../i18n/sections/shop';
import '../../i18n/sections/shop-admin';
import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ManageShopProduct, SaveShopProductRequest } from '@pledgethon/contracts';
import { SHIRT_SIZES, type ShirtSizeId } from '@pledgethon/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../ui/FormProblem';
import { MoneyInput } from '../../ui/MoneyInput';
import { useSaveProduct, useUploadProductImage } from './shop-admin.api';
import { useShopMessageText } from './use-shop-message-text';

const CATEGORIES = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'] as const;
type Variant = { Size: ShirtSizeId | null; Sku: string; Stock: number };

function startingVariants(product: ManageShopProduct | null): Variant[] {
  if (!product) return [{ Size: null, Sku: '', Stock: 0 }];
  return product.Variants.map((variant) => ({
    Size: variant.Size as ShirtSizeId | null,
    Sku: variant.Sku,
    Stock: variant.Stock,
  }));
}

/** A product's fields, its images (uploaded through the image rules) and its variants with their stock. */
export function ProductForm({
  product,
  onDone,
}: {
  product: ManageShopProduct | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const messageText = useShopMessageText();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const [name, setName] = useState(product?.Name ?? '');
  const [description, setDescription] = useState(product?.Description ?? '');
  const [category, setCategory] = useState<string>(product?.Category ?? 'Prizes');
  const [priceCents, setPriceCents] = useState<number | null>(product?.PriceCents ?? null);
  const [perUnit, setPerUnit] = useState<number | string>(product?.ParticipantsPerUnit ?? '');
  const [images, setImages] = useState<string[]>(product?.ImageUrls ?? []);
  const [variants, setVariants] = useState<Variant[]>(startingVariants(product));
  const sized = variants.some((variant) => variant.Size !== null);
  const problem = save.error ?? upload.error;

  const setSized = (on: boolean) =>
    setVariants(
      on
        ? SHIRT_SIZES.map((size) => ({
            Size: size.id,
            Sku: `${variants[0]?.Sku ?? ''}-${size.id}`,
            Stock: 0,
          }))
        : [{ Size: null, Sku: variants[0]?.Sku.replace(/-[A-Z]+$/, '') ?? '', Stock: 0 }],
    );
  const changeVariant = (index: number, change: Partial<Variant>) =>
    setVariants((current) =>
      current.map((variant, at) => (at === index ? { ...variant, ...change } : variant)),
    );

  const submit = () => {
    const body: SaveShopProductRequest = {
      ProductId: product?.Id ?? null,
      Name: name,
      Description: description,
      Category: category as SaveShopProductRequest['Category'],
      PriceCents: priceCents ?? Number.NaN,
      ParticipantsPerUnit: typeof perUnit === 'number' ? perUnit : null,
      ImageUrls: images,
      Variants: variants,
    };
    save.mutate(body, { onSuccess: (result) => onDone(result.Message) });
  };

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormProblem>{problem ? messageText(problem.message) : null}</FormProblem>
      <TextInput
        label={t('shopAdmin.manage.name')}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Textarea
        label={t('shopAdmin.manage.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <Select
          label={t('shopAdmin.manage.category')}
          data={CATEGORIES.map((value) => ({ value, label: t(`shop.categories.${value}`) }))}
          value={category}
          onChange={(value) => setCategory(value ?? 'Prizes')}
          allowDeselect={false}
        />
        <MoneyInput
          label={t('shopAdmin.manage.price')}
          required
          value={priceCents}
          onChange={setPriceCents}
        />
      </Group>
      <NumberInput
        label={t('shopAdmin.manage.perUnit')}
        description={t('shopAdmin.manage.perUnitHelp')}
        min={1}
        max={10_000}
        allowDecimal={false}
        value={perUnit}
        onChange={setPerUnit}
      />
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('shopAdmin.manage.images')}
        </Text>
        <Text size="xs" c="gray.7">
          {t('shopAdmin.manage.imageHelp')}
        </Text>
        <Group gap="xs">
          {images.map((url, index) => (
            <Stack key={url} gap={2} align="center">
              <Image
                src={url}
                alt={t('shopAdmin.manage.imageAlt', { number: index + 1, name })}
                w={72}
                h={72}
                fit="cover"
                radius="sm"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('shopAdmin.manage.removeImage', { number: index + 1 })}
                onClick={() => setImages((current) => current.filter((other) => other !== url))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Stack>
          ))}
          <FileButton
            accept=".jpg,.jpeg,.png,.bmp,.gif"
            onChange={(file) =>
              file &&
              upload.mutate(file, {
                onSuccess: (result) =>
                  result.Url && setImages((current) => [...current, result.Url as string]),
              })
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t('shopAdmin.manage.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
      <Checkbox
        label={t('shopAdmin.manage.sized')}
        checked={sized}
        onChange={(e) => setSized(e.currentTarget.checked)}
      />
      <Table>
        <Table.Thead>
          <Table.Tr>
            {sized && <Table.Th>{t('shopAdmin.manage.size')}</Table.Th>}
            <Table.Th>{t('shopAdmin.manage.sku')}</Table.Th>
            <Table.Th>{t('shopAdmin.manage.stock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {variants.map((variant, index) => (
            <Table.Tr key={variant.Size ?? 'one'}>
              {sized && <Table.Td>{variant.Size}</Table.Td>}
              <Table.Td>
                <TextInput
                  aria-label={`${t('shopAdmin.manage.sku')} ${variant.Size ?? ''}`.trim()}
                  value={variant.Sku}
                  onChange={(e) => changeVariant(index, { Sku: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${t('shopAdmin.manage.stock')} ${variant.Size ?? ''}`.trim()}
                  min={0}
                  allowDecimal={false}
                  value={variant.Stock}
                  onChange={(value) => changeVariant(index, { Stock: typeof value === 'number' ? value : 0 })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          {t('shopAdmin.manage.save')}
        </Button>
      </Group>
    </Stack>
  );
}
