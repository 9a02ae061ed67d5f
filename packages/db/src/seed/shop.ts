import { SHIRT_SIZES, type ShirtSizeId } from '@pledgethon/core';
import type { Executor } from '../client';
import {
  type ShopCategory,
  shopPrizeLevels,
  shopProducts,
  shopProductVariants,
  shopVendorMembers,
  shopVendors,
} from '../schema/index';
import type { DemoUserIds } from './people';
import { insertDemoShopOrders } from './shop-orders';
import type { DemoThon } from './thon';

const DEMO_VENDOR_NAME = 'Finish Line Supply';

type DemoProduct = {
  sku: string;
  name: string;
  description: string;
  category: ShopCategory;
  priceCents: number;
  participantsPerUnit?: number;
  /** One number for a product without sizes; per shirt size for one with them. */
  stock: number | Readonly<Partial<Record<ShirtSizeId, number>>>;
};

// Enough of every size for the demo Thon's whole roster, on top of the order it already placed.
const SHIRTS = { YS: 400, YM: 400, YL: 400, AS: 300, AM: 300, AL: 300, AXL: 300 } as const;

const PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'PRZ-BRACELET',
    name: 'Glow bracelets (pack of 50)',
    description: 'Bright bracelets for every runner who brings in a pledge.',
    category: 'Prizes',
    priceCents: 2_499,
    stock: 120,
  },
  {
    sku: 'PRZ-KEYCHAIN',
    name: 'Sneaker keychain',
    description: 'A rubber sneaker for the backpack zip.',
    category: 'Prizes',
    priceCents: 149,
    stock: 800,
  },
  {
    sku: 'PRZ-WATERBOTTLE',
    name: 'Sports water bottle',
    description: 'Printed with the run logo; 500 ml.',
    category: 'Prizes',
    priceCents: 499,
    stock: 300,
  },
  {
    sku: 'MKT-YARDSIGN',
    name: 'Fun run yard sign',
    description: 'Weatherproof, with stake.',
    category: 'Marketing',
    priceCents: 1_899,
    participantsPerUnit: 50,
    stock: 40,
  },
  {
    sku: 'MKT-FLYERS',
    name: 'Pledge flyers (pack of 25)',
    description: 'Take-home flyers with the pledge page address.',
    category: 'Marketing',
    priceCents: 450,
    participantsPerUnit: 25,
    stock: 200,
  },
  {
    sku: 'RACE-COUNTER',
    name: 'Lap counter clicker',
    description: 'One per lap counter volunteer.',
    category: 'Race Equipment',
    priceCents: 899,
    participantsPerUnit: 25,
    stock: 200,
  },
  {
    sku: 'RACE-CONES',
    name: 'Course cones (set of 12)',
    description: 'Marks a 200 m loop.',
    category: 'Race Equipment',
    priceCents: 3_999,
    participantsPerUnit: 100,
    stock: 30,
  },
  {
    sku: 'RACE-ARCH',
    name: 'Inflatable finish arch',
    description: 'With blower; sets up in ten minutes.',
    category: 'Race Equipment',
    priceCents: 49_900,
    stock: 3,
  },
  {
    sku: 'APP-TSHIRT',
    name: 'Event T-shirt',
    description: 'Cotton, printed with the Thon name on the back.',
    category: 'Apparel',
    priceCents: 899,
    stock: SHIRTS,
  },
  {
    sku: 'AWD-MEDAL',
    name: 'Finisher medal',
    description: 'With ribbon.',
    category: 'Awards',
    priceCents: 349,
    participantsPerUnit: 1,
    stock: 400,
  },
  {
    sku: 'AWD-TROPHY',
    name: 'Top fundraiser trophy',
    description: 'Engraved with the winner’s name.',
    category: 'Awards',
    priceCents: 2_999,
    stock: 200,
  },
];

/** The MAPLE26 prize levels: each participant earns every level their pledges reach. */
const PRIZE_LEVELS = [
  { name: 'Bronze', minPledgedCents: 2_500, sku: 'PRZ-KEYCHAIN' },
  { name: 'Silver', minPledgedCents: 7_500, sku: 'PRZ-WATERBOTTLE' },
  { name: 'Gold', minPledgedCents: 20_000, sku: 'AWD-TROPHY' },
] as const;

function variantsOf(product: DemoProduct) {
  if (typeof product.stock === 'number') return [{ size: null, sku: product.sku, stock: product.stock }];
  const stock = product.stock;
  return SHIRT_SIZES.flatMap(({ id }) => {
    const count = stock[id];
    return count === undefined ? [] : [{ size: id, sku: `${product.sku}-${id}`, stock: count }];
  });
}

/** A stocked vendor account with the demo vendor as its member, MAPLE26's prize levels and its orders. */
export async function insertDemoShop(
  tx: Executor,
  userIds: DemoUserIds,
  thon: DemoThon,
  now: Date,
): Promise<void> {
  const [vendor] = await tx
    .insert(shopVendors)
    .values({ name: DEMO_VENDOR_NAME, createdAt: now })
    .returning({ id: shopVendors.id });
  if (!vendor) throw new Error('shop vendor not inserted');
  await tx.insert(shopVendorMembers).values({ vendorId: vendor.id, userId: userIds.vendor, createdAt: now });

  const variantIdsBySku = new Map<string, { variantId: string; priceCents: number }>();
  const productIdsBySku = new Map<string, string>();
  for (const product of PRODUCTS) {
    const { stock: _stock, sku, ...values } = product;
    const [row] = await tx
      .insert(shopProducts)
      .values({ ...values, vendorId: vendor.id, createdAt: now, updatedAt: now })
      .returning({ id: shopProducts.id });
    if (!row) throw new Error('shop product not inserted');
    productIdsBySku.set(sku, row.id);
    const variants = await tx
      .insert(shopProductVariants)
      .values(variantsOf(product).map((variant) => ({ ...variant, productId: row.id, createdAt: now })))
      .returning({ id: shopProductVariants.id, sku: shopProductVariants.sku });
    for (const variant of variants) {
      variantIdsBySku.set(variant.sku, { variantId: variant.id, priceCents: product.priceCents });
    }
  }

  await tx.insert(shopPrizeLevels).values(
    PRIZE_LEVELS.map((level) => ({
      eventId: thon.eventId,
      name: level.name,
      minPledgedCents: level.minPledgedCents,
      productId: productIdsBySku.get(level.sku),
      createdAt: now,
    })),
  );

  await insertDemoShopOrders(tx, { vendorId: vendor.id, userIds, thon, variantIdsBySku }, now);
}
