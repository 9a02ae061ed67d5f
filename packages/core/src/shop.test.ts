import { describe, expect, it } from 'vitest';
import { lineShortOfStock, nextOrderStatuses, notEnoughStockOf, shopLineLabel, suggestCart } from './shop';

describe('order statuses', () => {
  it('moves placed → confirmed → shipped → delivered, and cancels only before shipping', () => {
    expect(nextOrderStatuses('placed')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['delivered']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});

describe('cart suggestions', () => {
  const shirt = {
    productId: 'shirt',
    category: 'Apparel',
    participantsPerUnit: null,
    variants: [
      { variantId: 'shirt-YS', size: 'YS' as const },
      { variantId: 'shirt-AXL', size: 'AXL' as const },
    ],
  };
  const flyers = {
    productId: 'flyers',
    category: 'Marketing',
    participantsPerUnit: 25,
    variants: [{ variantId: 'flyers', size: null }],
  };
  const keychain = {
    productId: 'keychain',
    category: 'Prizes',
    participantsPerUnit: null,
    variants: [{ variantId: 'keychain', size: null }],
  };
  const participants = [
    { shirtSize: 'YS' as const, pledgedCents: 0 },
    { shirtSize: 'YS' as const, pledgedCents: 2_500 },
    { shirtSize: null, pledgedCents: 10_000 },
  ];

  it('orders a shirt per participant of each size, and a unit per so many participants rounded up', () => {
    const suggestions = suggestCart([shirt, flyers], participants, []);
    expect(suggestions).toEqual([
      { variantId: 'shirt-YS', quantity: 2, reasons: [{ Kind: 'shirtSize', Participants: 2, Size: 'YS' }] },
      { variantId: 'shirt-AXL', quantity: 0, reasons: [{ Kind: 'shirtSize', Participants: 0, Size: 'AXL' }] },
      {
        variantId: 'flyers',
        quantity: 1,
        reasons: [{ Kind: 'perParticipants', Participants: 3, PerUnit: 25 }],
      },
    ]);
  });

  it('gives each participant the prize of every level their pledges reach, at the threshold too', () => {
    const levels = [
      { name: 'Bronze', minPledgedCents: 2_500, productId: 'keychain' },
      { name: 'Gold', minPledgedCents: 10_000, productId: 'keychain' },
      { name: 'Unpicked', minPledgedCents: 1, productId: null },
    ];
    const [suggestion] = suggestCart([keychain], participants, levels);
    expect(suggestion?.quantity).toBe(3);
    expect(suggestion?.reasons).toEqual([
      { Kind: 'prizeLevel', Level: 'Bronze', MinPledgedCents: 2_500, Participants: 2 },
      { Kind: 'prizeLevel', Level: 'Gold', MinPledgedCents: 10_000, Participants: 1 },
    ]);
  });

  it('proposes zero, with no reason, for goods it does not count', () => {
    expect(suggestCart([keychain], participants, [])).toEqual([
      { variantId: 'keychain', quantity: 0, reasons: [{ Kind: 'none' }] },
    ]);
  });
});

describe('the refusal of a line short of stock', () => {
  it('names the product, with its size when it has one, and gives the name back to a page', () => {
    const text = notEnoughStockOf(shopLineLabel('Team T-shirt', 'YM'));
    expect(text).toBe('Not enough stock left of Team T-shirt (YM). Please lower the quantity.');
    expect(lineShortOfStock(text)).toBe('Team T-shirt (YM)');
    expect(lineShortOfStock(notEnoughStockOf(shopLineLabel('Cones. Orange', null)))).toBe('Cones. Orange');
    expect(lineShortOfStock('This product is no longer for sale.')).toBeUndefined();
  });
});
