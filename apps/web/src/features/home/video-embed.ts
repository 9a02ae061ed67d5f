import { parseVideoLink } from '@pledgethon/core';

/**
 * The player address for a YouTube or Vimeo link, or null when the link is neither. YouTube plays
 * from its no-cookie domain, so watching sets no tracking cookies until the visitor chooses to.
 */
export function videoEmbedUrl(link: string): string | null {
  const video = parseVideoLink(link);
  if (!video) return null;
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}`
    : `https://player.vimeo.com/video/${video.id}`;
}
