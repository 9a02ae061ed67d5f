import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';

export const SHOP_ORDER_STATUS_NAMES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
const shopOrderStatusSchema = z.enum(SHOP_ORDER_STATUS_NAMES, messages.invalidData);
export type ShopOrderStatusName = z.infer<typeof shopOrderStatusSchema>;

export const SHOP_ORDERS_PAGE_SIZE = 20;

/** GET /api/Shop/Orders */
export const shopOrdersQuerySchema = z.object({
  Status: shopOrderStatusSchema.optional(),
  EventId: z.uuid(messages.invalidData).optional(),
  Page: z.coerce.number(messages.invalidData).int().min(1).max(100_000).default(1),
});

const shopOrderRowSchema = z
  .object({
    OrderId: z.uuid(),
    Number: z.number().int(),
    EventId: z.uuid(),
    EventName: z.string(),
    VendorName: z.string(),
    BuyerName: z.string(),
    Status: shopOrderStatusSchema,
    DeliveryDate: z.string(),
    TotalCents: z.number().int(),
    CreatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ShopOrderRow' });

export const shopOrderListSchema = z
  .object({
    Orders: z.array(shopOrderRowSchema),
    Total: z.number().int(),
    PageSize: z.number().int(),
    /** The Thons of every order the caller may see, whatever the filters: the Thon filter's choices. */
    Thons: z.array(z.object({ EventId: z.uuid(), Name: z.string() })),
  })
  .meta({ id: 'ShopOrderList' });

/** GET /api/Shop/OrderDetail?OrderId= */
export const shopOrderDetailQuerySchema = z.object({ OrderId: z.uuid(messages.invalidData) });

export const shopOrderDetailSchema = shopOrderRowSchema
  .extend({
    BuyerEmail: z.string(),
    TrackingNumber: z.string().nullable(),
    Notes: z.string(),
    /** What the caller may move the order to: only its vendor, along the order's way. */
    NextStatuses: z.array(shopOrderStatusSchema),
    Lines: z.array(
      z.object({
        ProductName: z.string(),
        Size: z.string().nullable(),
        Sku: z.string(),
        Quantity: z.number().int(),
        UnitPriceCents: z.number().int(),
        Reason: z.string(),
      }),
    ),
    History: z.array(
      z.object({
        FromStatus: shopOrderStatusSchema.nullable(),
        ToStatus: shopOrderStatusSchema,
        TrackingNumber: z.string().nullable(),
        ChangedBy: z.string(),
        ChangedAt: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'ShopOrderDetail' });
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>;

/** POST /api/Shop/ChangeOrderStatus */
export const changeOrderStatusRequestSchema = z
  .object({
    OrderId: z.uuid(),
    Status: shopOrderStatusSchema,
    TrackingNumber: boundedText(60).trim().optional(),
  })
  .meta({ id: 'ChangeOrderStatusRequest' });
