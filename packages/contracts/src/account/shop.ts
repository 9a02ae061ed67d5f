import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/Shop/GetProducts?category=: the active products, of one category tab or all of them. */
export const shopProductsQuerySchema = z.object({ category: boundedText(50).trim().optional() });

/** A product in one shirt size (Size null for a product without sizes), with its own SKU and stock. */
const shopVariantSchema = z
  .object({ Id: z.uuid(), Size: z.string().nullable(), Sku: z.string(), Stock: z.number().int() })
  .meta({ id: 'ShopVariant' });

const shopProductSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Description: z.string(),
    Category: z.string(),
    PriceCents: z.number().int(),
    ImageUrls: z.array(z.string()),
    /** The stock of all its variants together. */
    Stock: z.number().int(),
    Variants: z.array(shopVariantSchema),
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopProductListSchema = z.array(shopProductSchema);

/** GET /api/Shop/GetCategories: the category tabs after 'all', in their order. */
export const shopCategoriesResponseSchema = z.array(z.string());
