import multipart from '@fastify/multipart';
import {
  type ManageShopProduct,
  shopArchiveProductRoute,
  shopManageProductsRoute,
  shopProductImageUploadRoute,
  shopSaveProductRoute,
} from '@pledgethon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { serve } from '../../http/serve-route';
import { uploadRateLimit } from '../../http/upload-rate-limit';
import { createImageStorage, type ImageStorage } from '../../integrations/images/image-storage';
import { answerImageUpload, imageRefusals } from '../../integrations/images/image-upload-answer';
import { archiveProduct } from './archive-product';
import { saveProduct } from './save-product';
import { findVendorProducts, orderedByVariant } from './shop-manage.queries';
import { requireVendor } from './vendor-membership';

// Vendor users manage their own vendor's catalogue; which vendor is read from their membership.
const access = { area: 'shop', who: ['vendor'] } as const;

export function shopManageRoutes(
  deps: AppDeps,
  storage: ImageStorage = createImageStorage(deps.config),
): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    await app.register(multipart);

    serve(
      app,
      shopManageProductsRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: "The caller's vendor and every product of it, archived ones last, with units on orders",
        },
      },
      async (request) => {
        const vendor = await requireVendor(db, request);
        const products = await findVendorProducts(db, { vendorId: vendor.id });
        const ordered = await orderedByVariant(
          db,
          products.flatMap((product) => product.variants.map((variant) => variant.id)),
        );
        return {
          VendorName: vendor.name,
          Products: products.map((product): ManageShopProduct => {
            const variants = product.variants.map((variant) => ({
              Id: variant.id,
              Size: variant.size,
              Sku: variant.sku,
              Stock: variant.stock,
              Ordered: ordered.get(variant.id) ?? 0,
            }));
            return {
              Id: product.id,
              Name: product.name,
              Description: product.description,
              Category: product.category,
              PriceCents: product.priceCents,
              ParticipantsPerUnit: product.participantsPerUnit,
              ImageUrls: product.imageUrls,
              Archived: product.archivedAt !== null,
              Ordered: variants.reduce((total, variant) => total + variant.Ordered, 0),
              Variants: variants,
            };
          }),
        };
      },
    );

    serve(
      app,
      shopSaveProductRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary:
            "Adds a product to the caller's vendor, or changes one of its own (variants by shirt size)",
        },
      },
      async (request) => {
        const vendor = await requireVendor(db, request);
        return saveProduct(db, { vendorId: vendor.id, input: request.body });
      },
    );

    serve(
      app,
      shopArchiveProductRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: 'Takes one of the vendor’s products off sale, or back on; never deletes it or its orders',
        },
      },
      async (request) => {
        const vendor = await requireVendor(db, request);
        const { ProductId, Archived } = request.body;
        return archiveProduct(db, { vendorId: vendor.id, productId: ProductId, archived: Archived });
      },
    );

    serve(
      app,
      shopProductImageUploadRoute,
      {
        config: { access, rateLimit: uploadRateLimit(deps.config.IMAGE_UPLOADS_PER_HOUR) },
        schema: {
          tags: ['shop'],
          summary:
            'Multipart product image (`file`: jpg, jpeg, png, bmp or gif, at most 8 MB), stored re-encoded without its metadata',
          response: { ...imageRefusals },
        },
      },
      async (request, reply) => {
        await requireVendor(db, request);
        return answerImageUpload(storage, request, reply);
      },
    );
  };
}
