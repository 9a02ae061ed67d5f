import { z } from 'zod';
import { messages } from '../messages';

const asUrl = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

const isWebUrl = (url: URL | null): url is URL =>
  url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');

const WEBSITE_PREFIX_PATTERN = /^https?:\/\//i;

export const websiteSchema = z
  .string(messages.invalidWebsite)
  .regex(WEBSITE_PREFIX_PATTERN, messages.invalidWebsite)
  .refine((text) => isWebUrl(asUrl(text)), messages.invalidWebsite);

export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v']);

const youtubeId = (url: URL, host: string): string | undefined => {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0];
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  return segments[0] !== undefined && YOUTUBE_PATH_PREFIXES.has(segments[0]) ? segments[1] : undefined;
};

// Vimeo links are vimeo.com/ID, vimeo.com/ID/HASH (unlisted: the hash follows the id), or a path
// that ends in the id (channels/NAME/ID, groups/NAME/videos/ID, player.vimeo.com/video/ID).
const vimeoId = (url: URL, host: string): string | undefined => {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const [first] = segments;
  if (first !== undefined && VIMEO_ID.test(first)) return first;
  const last = segments.at(-1);
  return last !== undefined && VIMEO_ID.test(last) ? last : undefined;
};

/** The provider and video id of a YouTube or Vimeo link, or null when it is neither. */
export const parseVideoLink = (text: string): VideoLink | null => {
  const url = asUrl(text.trim());
  if (!isWebUrl(url)) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube !== undefined && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  const vimeo = vimeoId(url, host);
  return vimeo === undefined ? null : { provider: 'vimeo', id: vimeo };
};

export const videoLinkSchema = z
  .string(messages.invalidVideo)
  .refine((text) => parseVideoLink(text) !== null, messages.invalidVideo);
