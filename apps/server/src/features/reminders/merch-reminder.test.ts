import { randomUUID } from 'node:crypto';
import { eq, schema } from '@pledgethon/db';
import { createShopProduct, createShopVendor } from '@pledgethon/db/testing';
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../testing/people';
import { useTestApp } from '../../testing/test-app';
import { fanOutReminder } from './fan-out-reminder';
import { reminderOf, thonWithFamilies } from './testing';

const { outboxMessages, shopOrderItems, shopOrders } = schema;

describe('the merchandise reminder', () => {
  const server = useTestApp();

  it("tells the Thon's organiser what is on order, when it comes, and leaves out a cancelled order", async () => {
    const { event } = await thonWithFamilies(server.db, { families: 1 });
    const organizer = await createPerson(server.db, { roles: [{ role: 'organizer', eventId: event.id }] });
    const vendor = await createShopVendor(server.db);
    const medal = await createShopProduct(server.db, vendor.id, { name: 'Finisher medal & <ribbon>' });
    const order = async (status: 'placed' | 'cancelled', quantity: number) => {
      const [row] = await server.db
        .insert(shopOrders)
        .values({
          vendorId: vendor.id,
          eventId: event.id,
          orderedByUserId: organizer.id,
          status,
          deliveryDate: '2027-05-03',
          totalCents: quantity * 250,
          idempotencyKey: randomUUID(),
        })
        .returning();
      if (!row) throw new Error('no order');
      await server.db
        .insert(shopOrderItems)
        .values({ orderId: row.id, variantId: medal.variants[0]?.id ?? '', quantity, unitPriceCents: 250 });
      return row;
    };
    const placed = await order('placed', 40);
    await order('cancelled', 7);

    const { job } = await reminderOf(server.db, event.id, 'MerchReminderEmail1');
    expect(await fanOutReminder({ db: server.db, config: server.config }, job)).toBe(1);
    const [mail] = await server.db.select().from(outboxMessages).where(eq(outboxMessages.eventId, event.id));
    expect(mail?.toAddress).toBe(organizer.email.toLowerCase());
    expect(mail?.body).toContain(
      `Order #${placed.number} from ${vendor.name} (placed), delivery 05/03/2027:\n- 40 × Finisher medal & <ribbon>`,
    );
    expect(mail?.body).not.toContain('- 7 ×');
    expect(mail?.htmlBody).toContain('<h2>Your merchandise order</h2>');
    expect(mail?.htmlBody).toContain('- 40 × Finisher medal &amp; &lt;ribbon&gt;');
  });
});
