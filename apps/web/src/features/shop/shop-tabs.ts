/** The tab before the categories, showing every product. */
export const ALL_TAB = 'all';

/** The URL hash of a tab: '#all', '#prizes', '#race-equipment', ... */
export function hashOfTab(tab: string): string {
  return `#${tab.trim().toLowerCase().replace(/\s+/g, '-')}`;
}

/**
 * The tab a URL hash selects (spec section 2: the shop's tabs are hash tabs). Case and spaces do not
 * matter, so '#Race%20Equipment' and '#race-equipment' open the same tab; anything else opens 'all'.
 */
export function tabFromHash(hash: string, categories: readonly string[]): string {
  let wanted: string;
  try {
    wanted = hashOfTab(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return ALL_TAB;
  }
  return categories.find((category) => hashOfTab(category) === wanted) ?? ALL_TAB;
}
