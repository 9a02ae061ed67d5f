import type { Executor } from '../client';
import { type ShopCategory, shopOrderItems, shopOrders, shopProducts } from '../schema/index';
import { hoursBefore } from './calendar';
import type { DemoUserIds } from './people';
import type { DemoThon } from './thon';

const product = (sku: string, name: string, category: ShopCategory, priceCents: number, stock: number) => ({
  sku,
  name,
  category,
  priceCents,
  stock,
});

const PRODUCTS = [
  product('PRZ-BRACELET', 'Glow bracelets (pack of 50)', 'Prizes', 2_499, 120),
  product('PRZ-KEYCHAIN', 'Sneaker keychains (pack of 25)', 'Prizes', 3_499, 80),
  product('MKT-YARDSIGN', 'Fun run yard sign', 'Marketing', 1_899, 40),
  product('MKT-FLYERS', 'Pledge flyers (pack of 250)', 'Marketing', 4_500, 60),
  product('RACE-COUNTER', 'Lap counter clicker', 'Race Equipment', 899, 200),
  product('RACE-CONES', 'Course cones (set of 12)', 'Race Equipment', 3_999, 30),
  product('RACE-ARCH', 'Inflatable finish arch', 'Race Equipment', 49_900, 3),
  product('APP-TSHIRT-Y', 'Event T-shirt, youth', 'Apparel', 899, 500),
  product('APP-TSHIRT-A', 'Event T-shirt, adult', 'Apparel', 1_099, 150),
  product('AWD-MEDAL', 'Finisher medal', 'Awards', 349, 400),
  product('AWD-TROPHY', 'Top fundraiser trophy', 'Awards', 2_999, 20),
] as const;

// The organiser's first order: shirts for every runner and medals for the finish line.
const FIRST_ORDER: Readonly<Record<string, number>> = {
  'APP-TSHIRT-Y': 170,
  'AWD-MEDAL': 170,
  'RACE-COUNTER': 6,
};

export async function insertDemoShop(
  tx: Executor,
  userIds: DemoUserIds,
  thon: DemoThon,
  now: Date,
): Promise<void> {
  const products = await tx
    .insert(shopProducts)
    .values(PRODUCTS.map((product) => ({ ...product, vendorUserId: userIds.vendor, createdAt: now })))
    .returning({ id: shopProducts.id, sku: shopProducts.sku, priceCents: shopProducts.priceCents });

  const items = products.flatMap((product) => {
    const quantity = FIRST_ORDER[product.sku];
    return quantity ? [{ productId: product.id, quantity, unitPriceCents: product.priceCents }] : [];
  });
  const orderedAt = hoursBefore(now, 96);
  const [order] = await tx
    .insert(shopOrders)
    .values({
      eventId: thon.eventId,
      organizationId: thon.organizationId,
      orderedByUserId: userIds.organizer,
      status: 'processing',
      totalCents: items.reduce((total, item) => total + item.quantity * item.unitPriceCents, 0),
      idempotencyKey: 'demo-shop-order-1',
      createdAt: orderedAt,
      updatedAt: orderedAt,
    })
    .returning({ id: shopOrders.id });
  if (!order) throw new Error('shop order not inserted');
  await tx.insert(shopOrderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
}
