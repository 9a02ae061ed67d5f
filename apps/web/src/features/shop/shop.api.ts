import { shopCategoriesResponseSchema, shopProductListSchema } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export function useShopCategories() {
  return useQuery({
    queryKey: ['shop-categories'],
    queryFn: () => apiRequest('GET', '/api/Shop/GetCategories', { schema: shopCategoriesResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every active product; the tabs filter them here, so switching tabs needs no new request. */
export function useShopProducts() {
  return useQuery({
    queryKey: ['shop-products'],
    queryFn: () => apiRequest('GET', '/api/Shop/GetProducts', { schema: shopProductListSchema }),
  });
}
