import { shopGetCategoriesRoute, shopGetProductsRoute } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';

export function useShopCategories() {
  return useQuery({
    queryKey: ['shop-categories'],
    queryFn: () => callApi(shopGetCategoriesRoute),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Every active product; the tabs filter them here, so switching tabs needs no new request. */
export function useShopProducts() {
  return useQuery({
    queryKey: ['shop-products'],
    queryFn: () => callApi(shopGetProductsRoute),
  });
}
