import { messages } from '@pledgethon/core';
import { z } from 'zod';
import { boundedText } from '../bounded-text';

/** GET /api/Shop/CartThons: the Thons the caller may order for (organiser or franchisee). */
const cartThonSchema = z.object({
  EventId: z.uuid(),
  Name: z.string(),
  EventCode: z.string(),
  EventDate: z.string(),
});
export const cartThonListSchema = z.array(cartThonSchema);

/** GET /api/Shop/CartBuilder?EventId=&VendorId= */
export const cartBuilderQuerySchema = z.object({
  EventId: z.uuid(messages.invalidData),
  VendorId: z.uuid(messages.invalidData).optional(),
});

/** Why the cart builder suggests a quantity; the screen words it. */
const cartReasonSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('shirtSize'), Participants: z.number().int(), Size: z.string() }),
  z.object({ Kind: z.literal('perParticipants'), Participants: z.number().int(), PerUnit: z.number().int() }),
  z.object({
    Kind: z.literal('prizeLevel'),
    Level: z.string(),
    MinPledgedCents: z.number().int(),
    Participants: z.number().int(),
  }),
  z.object({ Kind: z.literal('none') }),
]);
export type CartReason = z.infer<typeof cartReasonSchema>;

const cartLineSchema = z
  .object({
    VariantId: z.uuid(),
    ProductId: z.uuid(),
    ProductName: z.string(),
    Category: z.string(),
    Size: z.string().nullable(),
    PriceCents: z.number().int(),
    Stock: z.number().int(),
    SuggestedQuantity: z.number().int(),
    Reasons: z.array(cartReasonSchema),
  })
  .meta({ id: 'CartLine' });

const prizeLevelSchema = z.object({
  Name: boundedText(50).trim().min(1, messages.invalidData),
  MinPledgedCents: z.number(messages.invalidData).int().min(0).max(100_000_000),
  ProductId: z.uuid().nullable(),
});
export type PrizeLevel = z.infer<typeof prizeLevelSchema>;

export const cartBuilderSchema = z
  .object({
    EventId: z.uuid(),
    EventName: z.string(),
    EventDate: z.string(),
    Participants: z.number().int(),
    Vendors: z.array(z.object({ Id: z.uuid(), Name: z.string() })),
    VendorId: z.uuid().nullable(),
    PrizeLevels: z.array(prizeLevelSchema),
    /** Prize products any level may name: every product on sale in Prizes and Awards. */
    PrizeProducts: z.array(z.object({ Id: z.uuid(), Name: z.string() })),
    Lines: z.array(cartLineSchema),
  })
  .meta({ id: 'CartBuilder' });
export type CartBuilder = z.infer<typeof cartBuilderSchema>;

/** POST /api/Shop/SavePrizeLevels: the Thon's levels, all of them (the old ones are replaced). */
export const savePrizeLevelsRequestSchema = z
  .object({ EventId: z.uuid(), Levels: z.array(prizeLevelSchema).max(20) })
  .meta({ id: 'SavePrizeLevelsRequest' });

/** POST /api/Shop/Checkout: one vendor's order for one Thon, placed once per key. */
export const checkoutRequestSchema = z
  .object({
    EventId: z.uuid(),
    VendorId: z.uuid(),
    DeliveryDate: z.iso.date(messages.invalidDate).max(10, messages.invalidDate),
    IdempotencyKey: z.uuid(),
    Notes: boundedText(500).default(''),
    Lines: z
      .array(
        z.object({
          VariantId: z.uuid(),
          Quantity: z.number(messages.invalidData).int().min(1).max(100_000),
          Reason: boundedText(200).default(''),
        }),
      )
      .max(500),
  })
  .meta({ id: 'CheckoutRequest' });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResultSchema = z
  .object({ Message: z.string(), OrderId: z.uuid(), Number: z.number().int(), TotalCents: z.number().int() })
  .meta({ id: 'CheckoutResult' });
