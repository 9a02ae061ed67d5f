import { messages } from '@pledgethon/core';
import { schema } from '@pledgethon/db';
import { AppError } from '../../http/app-error';

/**
 * The category a shop tab asks for, in its stored spelling; null for the 'all' tab (or none given).
 * Tab names arrive from URL hashes, so case does not matter.
 */
export function parseShopCategory(text: string | undefined): schema.ShopCategory | null {
  if (!text || text.toLowerCase() === 'all') return null;
  const category = schema.SHOP_CATEGORIES.find((candidate) => candidate.toLowerCase() === text.toLowerCase());
  if (!category) throw new AppError('validation', messages.invalidData, { category: messages.invalidData });
  return category;
}
