import {
  type CheckoutRequest,
  type PrizeLevel,
  type SaveShopProductRequest,
  type ShopOrderStatusName,
  shopArchiveProductRoute,
  shopCartBuilderRoute,
  shopCartThonsRoute,
  shopChangeOrderStatusRoute,
  shopCheckoutRoute,
  shopManageProductsRoute,
  shopOrderDetailRoute,
  shopOrdersRoute,
  shopProductImageUploadRoute,
  shopSavePrizeLevelsRoute,
  shopSaveProductRoute,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export function useManageProducts() {
  return useQuery({
    queryKey: ['shop-manage'],
    queryFn: () => callApi(shopManageProductsRoute),
  });
}

/** After a product changes, the vendor's list and the catalogue are read again. */
function useProductChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['shop-manage'] });
      await queryClient.invalidateQueries({ queryKey: ['shop-products'] });
    },
  });
}

export const useSaveProduct = () =>
  useProductChange((body: SaveShopProductRequest) => callApi(shopSaveProductRoute, { body }));

export const useArchiveProduct = () =>
  useProductChange((body: { ProductId: string; Archived: boolean }) =>
    callApi(shopArchiveProductRoute, { body }),
  );

export function useUploadProductImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return callApi(shopProductImageUploadRoute, { body: form });
    },
  });
}

export function useCartThons() {
  return useQuery({
    queryKey: ['shop-cart-thons'],
    queryFn: () => callApi(shopCartThonsRoute),
  });
}

export function useCartBuilder(eventId: string | null, vendorId: string | null) {
  return useQuery({
    queryKey: ['shop-cart', eventId, vendorId],
    enabled: eventId !== null,
    queryFn: () =>
      callApi(shopCartBuilderRoute, { query: { EventId: eventId ?? '', VendorId: vendorId || undefined } }),
  });
}

export function useSavePrizeLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { EventId: string; Levels: PrizeLevel[] }) =>
      callApi(shopSavePrizeLevelsRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-cart'] }),
  });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) => callApi(shopCheckoutRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-orders'] }),
  });
}

export function useShopOrders(filters: {
  status: ShopOrderStatusName | null;
  eventId: string | null;
  page: number;
}) {
  const query = {
    Page: filters.page,
    Status: filters.status || undefined,
    EventId: filters.eventId || undefined,
  };
  return useQuery({
    queryKey: ['shop-orders', filters],
    queryFn: () => callApi(shopOrdersRoute, { query }),
  });
}

export function useShopOrder(orderId: string) {
  return useQuery({
    queryKey: ['shop-orders', 'detail', orderId],
    enabled: orderId !== '',
    queryFn: () => callApi(shopOrderDetailRoute, { query: { OrderId: orderId } }),
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { OrderId: string; Status: ShopOrderStatusName; TrackingNumber?: string }) =>
      callApi(shopChangeOrderStatusRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-orders'] }),
  });
}
