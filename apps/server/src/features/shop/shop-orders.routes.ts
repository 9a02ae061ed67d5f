import {
  SHOP_ORDERS_PAGE_SIZE,
  shopChangeOrderStatusRoute,
  shopOrderDetailRoute,
  shopOrdersRoute,
} from '@pledgethon/contracts';
import { messages, nextOrderStatuses } from '@pledgethon/core';
import type { Executor } from '@pledgethon/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireSession } from '../../http/access';
import { AppError } from '../../http/app-error';
import { serve } from '../../http/serve-route';
import { requireThonReach } from '../thons/thon-reach';
import { THON_RUNNER_ROLES } from '../thons/thon-roles';
import { changeOrderStatus } from './change-order-status';
import {
  findOrder,
  findOrderHistory,
  findOrderLines,
  findOrders,
  findOrderThons,
  type OrderScope,
} from './shop-orders.queries';
import { findVendorOfUser, requireVendor } from './vendor-membership';

const access = {
  area: 'shop',
  who: ['vendor', ...THON_RUNNER_ROLES],
} as const;

async function scopeOf(db: Executor, request: FastifyRequest): Promise<OrderScope> {
  const session = requireSession(request);
  if (session.IsSuperAdmin) return { everyOrder: true };
  const userId = session.UserId ?? '';
  const vendor = await findVendorOfUser(db, { userId });
  return { everyOrder: false, userId, vendorId: vendor?.id ?? null };
}

const personName = (first: string, last: string) => `${first} ${last}`.trim();

export function shopOrderRoutes({ database: { db }, jobs, config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      shopOrdersRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary:
            "A page of the orders the caller may see (a vendor's own, a Thon's staff their Thons'), newest first",
        },
      },
      async (request) => {
        const scope = await scopeOf(db, request);
        const { Status, EventId, Page } = request.query;
        // A Thon's staff filter by one of their Thons: naming another is refused, as everywhere.
        if (EventId && !scope.everyOrder && !scope.vendorId) {
          await requireThonReach(db, request, EventId, ['organizer', 'franchisee']);
        }
        const [{ rows, total }, thons] = await Promise.all([
          findOrders(db, { scope, status: Status, eventId: EventId, page: Page }),
          findOrderThons(db, { scope }),
        ]);
        return {
          Orders: rows.map((row) => ({
            OrderId: row.id,
            Number: row.number,
            EventId: row.eventId,
            EventName: row.eventName,
            VendorName: row.vendorName,
            BuyerName: personName(row.buyerFirstName, row.buyerLastName),
            Status: row.status,
            DeliveryDate: row.deliveryDate,
            TotalCents: row.totalCents,
            CreatedAt: row.createdAt.toISOString(),
          })),
          Total: total,
          PageSize: SHOP_ORDERS_PAGE_SIZE,
          Thons: thons.map((thon) => ({ EventId: thon.id, Name: thon.name })),
        };
      },
    );

    serve(
      app,
      shopOrderDetailRoute,
      {
        config: { access },
        schema: {
          tags: ['shop'],
          summary: 'One order with its lines and every status it has had, who changed it and when',
        },
      },
      async (request) => {
        const scope = await scopeOf(db, request);
        const order = await findOrder(db, { scope, orderId: request.query.OrderId });
        if (!order) throw new AppError('not_found', messages.notFound);
        const [lines, history] = await Promise.all([
          findOrderLines(db, { orderId: order.id }),
          findOrderHistory(db, { orderId: order.id }),
        ]);
        const isVendor = !scope.everyOrder && scope.vendorId === order.vendorId;
        return {
          OrderId: order.id,
          Number: order.number,
          EventId: order.eventId,
          EventName: order.eventName,
          VendorName: order.vendorName,
          BuyerName: personName(order.buyerFirstName, order.buyerLastName),
          BuyerEmail: order.buyerEmail,
          Status: order.status,
          DeliveryDate: order.deliveryDate,
          TrackingNumber: order.trackingNumber,
          TotalCents: order.totalCents,
          Notes: order.notes,
          CreatedAt: order.createdAt.toISOString(),
          NextStatuses: isVendor ? [...nextOrderStatuses(order.status)] : [],
          Lines: lines.map((line) => ({
            ProductName: line.productName,
            Size: line.size,
            Sku: line.sku,
            Quantity: line.quantity,
            UnitPriceCents: line.unitPriceCents,
            Reason: line.reason,
          })),
          History: history.map((change) => ({
            FromStatus: change.fromStatus,
            ToStatus: change.toStatus,
            TrackingNumber: change.trackingNumber,
            ChangedBy: personName(change.firstName, change.lastName),
            ChangedAt: change.changedAt.toISOString(),
          })),
        };
      },
    );

    serve(
      app,
      shopChangeOrderStatusRoute,
      {
        config: { access: { area: 'shop', who: ['vendor'] } },
        schema: {
          tags: ['shop'],
          summary:
            'The vendor moves one of its orders on (a tracking number to ship it); the buyer is e-mailed',
        },
      },
      async (request) => {
        const vendor = await requireVendor(db, request);
        return changeOrderStatus(
          { db, jobs, config, log: request.log },
          { vendorId: vendor.id, userId: vendor.userId, input: request.body },
        );
      },
    );
  };
}
