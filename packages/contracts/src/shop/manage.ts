import { messages, SHIRT_SIZES, type ShirtSizeId } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText } from '../bounded-text';

const SHOP_CATEGORY_NAMES = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'] as const;
const shopCategorySchema = z.enum(SHOP_CATEGORY_NAMES, messages.invalidData);
const shirtSizeSchema = z.enum(
  SHIRT_SIZES.map((size) => size.id) as [ShirtSizeId, ...ShirtSizeId[]],
  messages.invalidData,
);

/** A stock count or a price: whole, not negative, and inside a 32-bit column. */
const count = z.number(messages.invalidData).int(messages.invalidData).min(0).max(1_000_000);
const MAX_IMAGES = 8;

/** One variant as a vendor saves it: a size (or none) with its SKU and stock. */
const shopVariantInputSchema = z.object({
  Size: shirtSizeSchema.nullable(),
  Sku: boundedText(40).trim().min(1, messages.invalidData),
  Stock: count,
});

/** POST /api/Shop/SaveProduct: a new product (no ProductId) or changes to one of the vendor's own. */
export const saveShopProductRequestSchema = z
  .object({
    ProductId: z.uuid().nullable().default(null),
    Name: boundedText(80).trim().min(1, messages.invalidData),
    Description: boundedMultilineText(1_000).default(''),
    Category: shopCategorySchema,
    PriceCents: count,
    ParticipantsPerUnit: z.number().int().min(1).max(10_000).nullable().default(null),
    ImageUrls: z.array(boundedText(200)).max(MAX_IMAGES).default([]),
    Variants: z
      .array(shopVariantInputSchema)
      .min(1, messages.invalidData)
      .max(SHIRT_SIZES.length + 1),
  })
  .meta({ id: 'SaveShopProductRequest' });
export type SaveShopProductRequest = z.input<typeof saveShopProductRequestSchema>;

/** POST /api/Shop/ArchiveProduct: off sale (Archived true) or back on sale; never deleted. */
export const archiveShopProductRequestSchema = z
  .object({ ProductId: z.uuid(), Archived: z.boolean() })
  .meta({ id: 'ArchiveShopProductRequest' });

const manageShopVariantSchema = z.object({
  Id: z.uuid(),
  Size: z.string().nullable(),
  Sku: z.string(),
  Stock: z.number().int(),
  Ordered: z.number().int(),
});

const manageShopProductSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Description: z.string(),
    Category: z.string(),
    PriceCents: z.number().int(),
    ParticipantsPerUnit: z.number().int().nullable(),
    ImageUrls: z.array(z.string()),
    Archived: z.boolean(),
    /** Units on orders that are not cancelled: a product with any is archived, never deleted. */
    Ordered: z.number().int(),
    Variants: z.array(manageShopVariantSchema),
  })
  .meta({ id: 'ManageShopProduct' });
export type ManageShopProduct = z.infer<typeof manageShopProductSchema>;

/** GET /api/Shop/ManageProducts: the caller's vendor and all its products, archived ones too. */
export const manageShopProductsSchema = z
  .object({ VendorName: z.string(), Products: z.array(manageShopProductSchema) })
  .meta({ id: 'ManageShopProducts' });

export const shopMessageSchema = z.object({ Message: z.string(), Id: z.uuid() }).meta({ id: 'ShopMessage' });
