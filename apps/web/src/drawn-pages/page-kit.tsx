import { addressInLanguage, READER_LANGUAGES } from '@pledgethon/contracts';
import { languageNames } from '@pledgethon/texts';

type PageLanguage = (typeof READER_LANGUAGES)[number];

/**
 * The language switch of the pages the server draws without hydration (decision 128): one link per
 * language, each named in itself, to the same page with `?lang=`, which the server remembers. Links work
 * without a script and from the keyboard; the current language is marked for screen readers as well as by sight.
 */
export function LanguageSwitch({
  language,
  address,
  label,
}: {
  language: PageLanguage;
  address: string;
  label: string;
}) {
  return (
    <nav className="languages" aria-label={label}>
      {READER_LANGUAGES.map((each) => (
        <a
          key={each}
          href={addressInLanguage(address, each)}
          lang={each}
          hrefLang={each}
          aria-current={each === language ? 'true' : undefined}
        >
          {languageNames[each]}
        </a>
      ))}
    </nav>
  );
}

/** The title, description, Open Graph tags and icon of such a page, its title before " · PledgeThon". */
export function PageHeadTags({
  title,
  description,
  url,
  image,
}: {
  title: string;
  description: string;
  url: string;
  image?: string;
}) {
  return (
    <>
      <title>{`${title} · PledgeThon`}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="PledgeThon" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {image && <meta property="og:image" content={image} />}
      <meta property="og:url" content={url} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}
