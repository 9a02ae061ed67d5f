import type { CartBuilder } from '@pledgethon/contracts';
import { suggestCart } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import { raisedCentsByParticipant } from '../raised/raised';
import type { ThonReach } from '../thons/thon-reach';
import {
  findCartParticipants,
  findEventSchedule,
  findPrizeLevels,
  findPrizeProducts,
  findSellingVendors,
  findVendorCatalogue,
} from './cart-builder.queries';

/**
 * The cart builder's starting point for a Thon and one vendor (the first vendor selling, when none is
 * named): every variant the vendor sells with the quantity computed from the Thon's participants and
 * why. The buyer edits the quantities before checking out.
 */
export async function buildCart(
  db: Executor,
  { reach, vendorId }: { reach: ThonReach; vendorId: string | undefined },
): Promise<CartBuilder> {
  const eventId = reach.event.id;
  const [schedule, vendors, levels, prizeProducts, people] = await Promise.all([
    findEventSchedule(db, { eventId }),
    findSellingVendors(db),
    findPrizeLevels(db, { eventId }),
    findPrizeProducts(db),
    findCartParticipants(db, { eventId }),
  ]);
  const vendor = vendors.find((candidate) => candidate.id === vendorId) ?? vendors[0];
  const products = vendor ? await findVendorCatalogue(db, { vendorId: vendor.id }) : [];
  const raised = await raisedCentsByParticipant(
    db,
    people.map((person) => person.id),
  );
  const suggestions = suggestCart(
    products.map((product) => ({
      productId: product.id,
      category: product.category,
      participantsPerUnit: product.participantsPerUnit,
      variants: product.variants.map((variant) => ({ variantId: variant.id, size: variant.size })),
    })),
    people.map((person) => ({ shirtSize: person.shirtSize, pledgedCents: raised.get(person.id) ?? 0 })),
    levels,
  );
  const byVariant = new Map(suggestions.map((suggestion) => [suggestion.variantId, suggestion]));
  return {
    EventId: eventId,
    EventName: reach.event.name,
    EventDate: schedule.eventDate,
    Participants: people.length,
    Vendors: vendors.map((candidate) => ({ Id: candidate.id, Name: candidate.name })),
    VendorId: vendor?.id ?? null,
    PrizeLevels: levels.map((level) => ({
      Name: level.name,
      MinPledgedCents: level.minPledgedCents,
      ProductId: level.productId,
    })),
    PrizeProducts: prizeProducts.map((product) => ({ Id: product.id, Name: product.name })),
    Lines: products.flatMap((product) =>
      product.variants.map((variant) => {
        const suggestion = byVariant.get(variant.id);
        return {
          VariantId: variant.id,
          ProductId: product.id,
          ProductName: product.name,
          Category: product.category,
          Size: variant.size,
          PriceCents: product.priceCents,
          Stock: variant.stock,
          SuggestedQuantity: suggestion?.quantity ?? 0,
          Reasons: suggestion?.reasons ?? [{ Kind: 'none' as const }],
        };
      }),
    ),
  };
}
