/** JSON that no text inside it can end its script element early: `<`, `>` and `&` never appear as such. */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The props a page was drawn from, as the server wrote them into it; null on a page it did not draw. */
export function pageProps<Props>(id: string): Props | null {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as Props) : null;
}

/** The element of the home page in which the server writes the props it drew the page from (decision 140). */
export const HOME_PAGE_DATA_ID = 'home-page-data';
