import { isPledgeFormPage } from './web-routes';

/**
 * The pages on which a donor types a card: the pledge form (a Thon's, or a parent's entry of a donor's
 * pledge) and a donor's own pledge link, where a refused charge is paid. Only these load the card
 * provider's script and frames (decision 130).
 */
export function isCardPage(path: string, query: URLSearchParams): boolean {
  // A pledge link's page, as the web routes name it (trailing slashes allowed, as they are there).
  return isPledgeFormPage(path, query) || /^\/pledge\/[A-Za-z0-9_-]+\/*$/i.test(path);
}
