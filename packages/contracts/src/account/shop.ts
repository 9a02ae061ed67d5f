import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/Shop/GetProducts?category=: the active products, of one category tab or all of them. */
export const shopProductsQuerySchema = z.object({ category: boundedText(50).trim().optional() });

export const shopProductSchema = z
  .object({
    Id: z.uuid(),
    Name: z.string(),
    Description: z.string(),
    Category: z.string(),
    PriceCents: z.number().int(),
    Sku: z.string(),
    Stock: z.number().int(),
    ImageUrl: z.string().nullable(),
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProductSchema>;

export const shopProductListSchema = z.array(shopProductSchema);

/** GET /api/Shop/GetCategories: the category tabs after 'all', in their order. */
export const shopCategoriesResponseSchema = z.array(z.string());
