import type { saveShopProductRequestSchema } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import { type Executor, eq, inArray, schema } from '@pledgethon/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../http/unique-violation';
import { IMAGE_NAME_PATTERN } from '../../integrations/images/image-storage';
import { IMAGE_PATH } from '../../integrations/images/process-image';
import { referenceCacheOf } from '../utilities/cache';
import { findVariantsOf, lockVendorProduct, variantsOnOrders } from './shop-manage.queries';

const { shopProducts, shopProductVariants } = schema;

type SaveProductInput = z.output<typeof saveShopProductRequestSchema>;

/** Only pictures our own upload stored (checked, re-encoded, without metadata) may show a product. */
function checkImages(imageUrls: string[]) {
  const foreign = imageUrls.find(
    (url) => !url.startsWith(IMAGE_PATH) || !IMAGE_NAME_PATTERN.test(url.slice(IMAGE_PATH.length)),
  );
  if (foreign !== undefined) {
    throw new AppError('validation', messages.invalidImage, { ImageUrls: messages.notAnImage });
  }
}

/**
 * Brings the product's variants to the list given: a size given is updated or added; a size left out
 * goes, unless it is on an order, in which case it stays with no stock so the order's history holds.
 */
async function saveVariants(tx: Executor, productId: string, variants: SaveProductInput['Variants']) {
  const existing = await findVariantsOf(tx, { productId });
  const kept = new Set<string>();
  for (const variant of variants) {
    const match = existing.find((row) => row.size === variant.Size);
    const values = { sku: variant.Sku, stock: variant.Stock };
    if (match) {
      kept.add(match.id);
      await tx.update(shopProductVariants).set(values).where(eq(shopProductVariants.id, match.id));
    } else {
      await tx.insert(shopProductVariants).values({ productId, size: variant.Size, ...values });
    }
  }
  const dropped = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  const ordered = await variantsOnOrders(tx, dropped);
  const deletable = dropped.filter((id) => !ordered.has(id));
  if (deletable.length > 0)
    await tx.delete(shopProductVariants).where(inArray(shopProductVariants.id, deletable));
  const emptied = dropped.filter((id) => ordered.has(id));
  if (emptied.length > 0) {
    await tx.update(shopProductVariants).set({ stock: 0 }).where(inArray(shopProductVariants.id, emptied));
  }
}

/** Adds a product to the vendor's catalogue, or changes one of its own. */
export async function saveProduct(
  db: Executor,
  { vendorId, input }: { vendorId: string; input: SaveProductInput },
) {
  checkImages(input.ImageUrls);
  const sizes = input.Variants.map((variant) => variant.Size ?? '');
  if (new Set(sizes).size !== sizes.length) {
    throw new AppError('validation', messages.duplicateSize, { Variants: messages.duplicateSize });
  }
  const values = {
    name: input.Name,
    description: input.Description,
    category: input.Category,
    priceCents: input.PriceCents,
    participantsPerUnit: input.ParticipantsPerUnit,
    imageUrls: input.ImageUrls,
  };
  let productId: string;
  try {
    productId = await db.transaction(async (tx) => {
      if (input.ProductId) {
        const product = await lockVendorProduct(tx, { vendorId, productId: input.ProductId });
        if (!product) throw new AppError('not_found', messages.notFound);
        await tx.update(shopProducts).set(values).where(eq(shopProducts.id, product.id));
        await saveVariants(tx, product.id, input.Variants);
        return product.id;
      }
      const [created] = await tx
        .insert(shopProducts)
        .values({ ...values, vendorId })
        .returning({ id: shopProducts.id });
      if (!created) throw new Error('product not inserted');
      await saveVariants(tx, created.id, input.Variants);
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'shop_product_variants_sku_unique')) {
      throw new AppError('conflict', messages.skuTaken, { Sku: messages.skuTaken });
    }
    throw error;
  }
  // The catalogue is cached for a minute; the vendor expects to see the change at once.
  await referenceCacheOf(db).clear();
  return { Message: messages.productSaved, Id: productId };
}
