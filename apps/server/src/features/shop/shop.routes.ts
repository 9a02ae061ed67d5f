import { type ShopProduct, shopGetCategoriesRoute, shopGetProductsRoute } from '@pledgethon/contracts';
import { schema } from '@pledgethon/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { serve } from '../../http/serve-route';
import { referenceCacheOf } from '../utilities/cache';
import { findActiveProducts } from './shop.queries';
import { parseShopCategory } from './shop-category';

// Every vendor landing reads the catalogue; a minute's staleness is invisible next to that load.
const CATALOGUE_TTL_MS = 60_000;

export function shopRoutes({ database: { db } }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopGetCategoriesRoute,
      {
        config: { access: { area: 'shop', who: 'signed-in' } },
        schema: {
          tags: ['shop'],
          summary: "The shop's category tabs, in order (the 'all' tab comes before them)",
        },
      },
      async (request) => {
        requireSession(request);
        return [...schema.SHOP_CATEGORIES];
      },
    );

    serve(
      app,
      shopGetProductsRoute,
      {
        config: { access: { area: 'shop', who: 'signed-in' } },
        schema: {
          tags: ['shop'],
          summary:
            'The active products of one category, or of all with no category; kept in memory for a ' +
            'minute (GET /api/utilities/clearcache drops it)',
        },
      },
      async (request) => {
        requireSession(request);
        const category = parseShopCategory(request.query.category);
        return referenceCacheOf(db).remember(
          `shop-products:${category ?? 'all'}`,
          CATALOGUE_TTL_MS,
          async () => {
            const products = await findActiveProducts(db, { category });
            return products.map(
              (product): ShopProduct => ({
                Id: product.id,
                Name: product.name,
                Description: product.description,
                Category: product.category,
                PriceCents: product.priceCents,
                ImageUrls: product.imageUrls,
                Stock: product.variants.reduce((total, variant) => total + variant.stock, 0),
                Variants: product.variants.map((variant) => ({
                  Id: variant.id,
                  Size: variant.size,
                  Sku: variant.sku,
                  Stock: variant.stock,
                })),
              }),
            );
          },
        );
      },
    );
  };
}
