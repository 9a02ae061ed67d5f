import { escapeHtml } from '@pledgethon/core';

/** The addresses a page needs of the shared resources: the scripts and the default hero image. */
export type PageResources = {
  script: string;
  defaultHero: { url: string; width: number }[];
  /** The donor pages' one small script (decision 091). */
  donorScript: string;
};

/** The title, description, Open Graph tags and icon of a page the server renders. */
export function pageHeadTags({
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
  return `<title>${escapeHtml(title)} · PledgeThon</title>
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="PledgeThon">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
${image ? `<meta property="og:image" content="${escapeHtml(image)}">\n` : ''}<meta property="og:url" content="${escapeHtml(url)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">`;
}
