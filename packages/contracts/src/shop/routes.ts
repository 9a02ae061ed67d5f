import {
  shopCategoriesResponseSchema,
  shopProductListSchema,
  shopProductsQuerySchema,
} from '../account/shop';
import { imageResultSchema } from '../landing-pages/landing-images';
import { route } from '../route';
import {
  cartBuilderQuerySchema,
  cartBuilderSchema,
  cartThonListSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  savePrizeLevelsRequestSchema,
} from './cart';
import {
  archiveShopProductRequestSchema,
  manageShopProductsSchema,
  saveShopProductRequestSchema,
  shopMessageSchema,
} from './manage';
import {
  changeOrderStatusRequestSchema,
  shopOrderDetailQuerySchema,
  shopOrderDetailSchema,
  shopOrderListSchema,
  shopOrdersQuerySchema,
} from './orders';

export const shopCartThonsRoute = route({
  method: 'GET',
  path: '/api/Shop/CartThons',
  response: cartThonListSchema,
});

export const shopCartBuilderRoute = route({
  method: 'GET',
  path: '/api/Shop/CartBuilder',
  query: cartBuilderQuerySchema,
  response: cartBuilderSchema,
});

export const shopSavePrizeLevelsRoute = route({
  method: 'POST',
  path: '/api/Shop/SavePrizeLevels',
  body: savePrizeLevelsRequestSchema,
  response: shopMessageSchema,
});

export const shopCheckoutRoute = route({
  method: 'POST',
  path: '/api/Shop/Checkout',
  body: checkoutRequestSchema,
  response: checkoutResultSchema,
});

export const shopOrdersRoute = route({
  method: 'GET',
  path: '/api/Shop/Orders',
  query: shopOrdersQuerySchema,
  response: shopOrderListSchema,
});

export const shopOrderDetailRoute = route({
  method: 'GET',
  path: '/api/Shop/OrderDetail',
  query: shopOrderDetailQuerySchema,
  response: shopOrderDetailSchema,
});

export const shopChangeOrderStatusRoute = route({
  method: 'POST',
  path: '/api/Shop/ChangeOrderStatus',
  body: changeOrderStatusRequestSchema,
  response: shopMessageSchema,
});

export const shopManageProductsRoute = route({
  method: 'GET',
  path: '/api/Shop/ManageProducts',
  response: manageShopProductsSchema,
});

export const shopSaveProductRoute = route({
  method: 'POST',
  path: '/api/Shop/SaveProduct',
  body: saveShopProductRequestSchema,
  response: shopMessageSchema,
});

export const shopArchiveProductRoute = route({
  method: 'POST',
  path: '/api/Shop/ArchiveProduct',
  body: archiveShopProductRequestSchema,
  response: shopMessageSchema,
});

export const shopProductImageUploadRoute = route({
  method: 'POST',
  path: '/api/Shop/ProductImageUpload',
  response: imageResultSchema,
  consumes: ['multipart/form-data'],
});

export const shopGetCategoriesRoute = route({
  method: 'GET',
  path: '/api/Shop/GetCategories',
  response: shopCategoriesResponseSchema,
});

export const shopGetProductsRoute = route({
  method: 'GET',
  path: '/api/Shop/GetProducts',
  query: shopProductsQuerySchema,
  response: shopProductListSchema,
});
