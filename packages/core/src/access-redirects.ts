export const SHOP_HOME_PATH = '/shop';
export const PARENT_DASHBOARD_PATH = '/parent/dashboard';
const PARENT_PAGE_PATHS = [PARENT_DASHBOARD_PATH, '/parent/addparticipant', '/parent/mypledges'] as const;

/**
 * Pages every visitor may read whatever their role: what the product does with their data and the
 * terms they use it under (sending a vendor or parent away would hide the footer's links), the page
 * a contact import's pop-up returns to, which a parent sharing for their child must reach, and the
 * pages e-mailed links open to act on the reader's own account (an invitation, a new sign-in
 * address), which a parent or a vendor must reach signed in.
 */
const PAGES_FOR_EVERYONE = [
  '/privacy',
  '/terms',
  '/contacts/return',
  '/home/acceptinvitation',
  '/home/confirmemail',
] as const;

export interface RedirectSubject {
  isVendor: boolean;
  isParent: boolean;
  isParticipant: boolean;
}

// Routes are matched without query, hash, trailing slash or case, so '/Shop/Orders/?x=1' is a shop page.
const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
};

const isShopPath = (path: string): boolean =>
  path === SHOP_HOME_PATH || path.startsWith(`${SHOP_HOME_PATH}/`);

/**
 * Where a user must be sent instead of `path`, or null when the path is theirs to see (spec section 2:
 * vendors stay in the shop; parents who are not participants stay on the three parent pages). The
 * privacy and terms pages are open to all (decision 024).
 */
export const requiredRedirect = (subject: RedirectSubject, path: string): string | null => {
  const normalised = normalisePath(path);
  if ((PAGES_FOR_EVERYONE as readonly string[]).includes(normalised)) return null;
  if (subject.isVendor) return isShopPath(normalised) ? null : SHOP_HOME_PATH;
  if (subject.isParent && !subject.isParticipant) {
    return (PARENT_PAGE_PATHS as readonly string[]).includes(normalised) ? null : PARENT_DASHBOARD_PATH;
  }
  return null;
};
