import {
  type CheckoutRequest,
  cartBuilderSchema,
  cartThonListSchema,
  checkoutResultSchema,
  imageResultSchema,
  manageShopProductsSchema,
  type PrizeLevel,
  type SaveShopProductRequest,
  type ShopOrderStatusName,
  shopMessageSchema,
  shopOrderDetailSchema,
  shopOrderListSchema,
} from '@pledgethon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export function useManageProducts() {
  return useQuery({
    queryKey: ['shop-manage'],
    queryFn: () => apiRequest('GET', '/api/Shop/ManageProducts', { schema: manageShopProductsSchema }),
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
  useProductChange((body: SaveShopProductRequest) =>
    apiRequest('POST', '/api/Shop/SaveProduct', { body, schema: shopMessageSchema }),
  );

export const useArchiveProduct = () =>
  useProductChange((body: { ProductId: string; Archived: boolean }) =>
    apiRequest('POST', '/api/Shop/ArchiveProduct', { body, schema: shopMessageSchema }),
  );

export function useUploadProductImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest('POST', '/api/Shop/ProductImageUpload', { body: form, schema: imageResultSchema });
    },
  });
}

export function useCartThons() {
  return useQuery({
    queryKey: ['shop-cart-thons'],
    queryFn: () => apiRequest('GET', '/api/Shop/CartThons', { schema: cartThonListSchema }),
  });
}

export function useCartBuilder(eventId: string | null, vendorId: string | null) {
  return useQuery({
    queryKey: ['shop-cart', eventId, vendorId],
    enabled: eventId !== null,
    queryFn: () =>
      apiRequest(
        'GET',
        `/api/Shop/CartBuilder?${new URLSearchParams({ EventId: eventId ?? '', ...(vendorId ? { VendorId: vendorId } : {}) })}`,
        { schema: cartBuilderSchema },
      ),
  });
}

export function useSavePrizeLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { EventId: string; Levels: PrizeLevel[] }) =>
      apiRequest('POST', '/api/Shop/SavePrizeLevels', { body, schema: shopMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-cart'] }),
  });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutRequest) =>
      apiRequest('POST', '/api/Shop/Checkout', { body, schema: checkoutResultSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-orders'] }),
  });
}

export function useShopOrders(filters: {
  status: ShopOrderStatusName | null;
  eventId: string | null;
  page: number;
}) {
  const query = new URLSearchParams({ Page: String(filters.page) });
  if (filters.status) query.set('Status', filters.status);
  if (filters.eventId) query.set('EventId', filters.eventId);
  return useQuery({
    queryKey: ['shop-orders', filters],
    queryFn: () => apiRequest('GET', `/api/Shop/Orders?${query}`, { schema: shopOrderListSchema }),
  });
}

export function useShopOrder(orderId: string) {
  return useQuery({
    queryKey: ['shop-orders', 'detail', orderId],
    enabled: orderId !== '',
    queryFn: () =>
      apiRequest('GET', `/api/Shop/OrderDetail?OrderId=${encodeURIComponent(orderId)}`, {
        schema: shopOrderDetailSchema,
      }),
  });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { OrderId: string; Status: ShopOrderStatusName; TrackingNumber?: string }) =>
      apiRequest('POST', '/api/Shop/ChangeOrderStatus', { body, schema: shopMessageSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop-orders'] }),
  });
}
