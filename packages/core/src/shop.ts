import type { ShirtSizeId } from './reference/lists';

export type OrderStatus = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/**
 * The way an order moves: confirmed by the vendor, shipped with a tracking number, delivered; it can
 * be cancelled until it ships. Delivered and cancelled are final.
 */
const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** A line of an order as the cart names it: the product, and its size when it comes in sizes. */
export function shopLineLabel(productName: string, size: string | null): string {
  return size ? `${productName} (${size})` : productName;
}

/** The refusal of a line the vendor has too few of, naming it so the buyer knows which to lower. */
export function notEnoughStockOf(line: string): string {
  return `Not enough stock left of ${line}. Please lower the quantity.`;
}

const NOT_ENOUGH_STOCK = /^Not enough stock left of (.+)\. Please lower the quantity\.$/s;

/** The line a notEnoughStockOf text names, so a page can word the refusal in its own language. */
export function lineShortOfStock(text: string): string | undefined {
  return NOT_ENOUGH_STOCK.exec(text)?.[1];
}

export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status];
}

type CartReason =
  | { Kind: 'shirtSize'; Participants: number; Size: string }
  | { Kind: 'perParticipants'; Participants: number; PerUnit: number }
  | { Kind: 'prizeLevel'; Level: string; MinPledgedCents: number; Participants: number }
  | { Kind: 'none' };

export type CartProduct = {
  productId: string;
  category: string;
  participantsPerUnit: number | null;
  variants: { variantId: string; size: ShirtSizeId | null }[];
};

export type CartParticipant = { shirtSize: ShirtSizeId | null; pledgedCents: number };
export type CartPrizeLevel = { name: string; minPledgedCents: number; productId: string | null };

export type CartSuggestion = { variantId: string; quantity: number; reasons: CartReason[] };

/**
 * What the cart builder proposes for each variant of a vendor's products (decision 077):
 * - a sized Apparel product: one shirt per participant of that size;
 * - a product counted by head: one unit per `participantsPerUnit` participants, rounded up;
 * - a prize level's product: one for every participant whose pledges reach the level (a participant
 *   earns every level they reach, so a product named by two levels is counted for both).
 * Every other variant is proposed at zero, for the buyer to fill in.
 */
export function suggestCart(
  products: readonly CartProduct[],
  participants: readonly CartParticipant[],
  prizeLevels: readonly CartPrizeLevel[],
): CartSuggestion[] {
  const bySize = new Map<ShirtSizeId, number>();
  for (const participant of participants) {
    if (participant.shirtSize)
      bySize.set(participant.shirtSize, (bySize.get(participant.shirtSize) ?? 0) + 1);
  }
  const reached = prizeLevels.map((level) => ({
    level,
    participants: participants.filter((participant) => participant.pledgedCents >= level.minPledgedCents)
      .length,
  }));
  return products.flatMap((product) =>
    product.variants.map((variant) => {
      const reasons: CartReason[] = [];
      let quantity = 0;
      if (product.category === 'Apparel' && variant.size) {
        const count = bySize.get(variant.size) ?? 0;
        quantity += count;
        reasons.push({ Kind: 'shirtSize', Participants: count, Size: variant.size });
      } else if (product.participantsPerUnit && variant.size === null) {
        quantity += Math.ceil(participants.length / product.participantsPerUnit);
        reasons.push({
          Kind: 'perParticipants',
          Participants: participants.length,
          PerUnit: product.participantsPerUnit,
        });
      }
      for (const { level, participants: count } of reached) {
        if (level.productId !== product.productId) continue;
        quantity += count;
        reasons.push({
          Kind: 'prizeLevel',
          Level: level.name,
          MinPledgedCents: level.minPledgedCents,
          Participants: count,
        });
      }
      return {
        variantId: variant.variantId,
        quantity,
        reasons: reasons.length > 0 ? reasons : [{ Kind: 'none' }],
      };
    }),
  );
}
