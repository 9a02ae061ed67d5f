import { messages, videoLinkSchema } from '@pledgethon/core';
import { z } from 'zod';
import { boundedMultilineText, boundedText } from '../bounded-text';

/**
 * A landing page's address is the last part of {site}/{url}: 3 to 50 letters, digits and dashes,
 * starting with a letter or digit. Kept in lower case, so one page answers every spelling.
 */
const LANDING_PAGE_URL_PATTERN = /^[a-z0-9][a-z0-9-]{2,49}$/;

/**
 * First path segments the site itself uses (its pages, the API, the image and asset folders) or may
 * use: a landing page there would hide a screen or be hidden by it.
 */
const RESERVED_LANDING_PAGE_URLS: readonly string[] = [
  'home',
  'shop',
  'api',
  'event',
  'events',
  'parent',
  'pledge',
  'pledges',
  'account',
  'admin',
  'thon',
  'thons',
  'privacy',
  'terms',
  'authentication',
  'auth',
  'login',
  'logout',
  'assets',
  'landingpage',
  'landingpageimage',
  'landing-pages',
  'favicon',
  'robots',
  'sitemap',
  'static',
  'uploads',
  'images',
  'health',
  'docs',
];

/** Why a typed address cannot be a landing page's, or null when its form is right. */
export function landingPageUrlProblem(url: string): string | null {
  const slug = url.trim().toLowerCase();
  if (!LANDING_PAGE_URL_PATTERN.test(slug)) return messages.invalidData;
  if (RESERVED_LANDING_PAGE_URLS.includes(slug)) return messages.landingUrlTaken;
  return null;
}

/** As typed, in any letter case: the server keeps it in lower case. */
const landingPageUrlSchema = z
  .string(messages.reviewRequiredFields)
  .max(50, messages.invalidData)
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,49}$/, messages.invalidData);

/** An address the image upload answered: only our own images, so a page cannot show another site's. */
const LANDING_IMAGE_URL_PATTERN = /^\/LandingPageImage\/images\/[a-f0-9]{32}_\d{1,4}x\d{1,4}\.(jpg|png)$/;
export const landingImageUrlSchema = z
  .string(messages.invalidImage)
  .max(120, messages.invalidImage)
  .regex(LANDING_IMAGE_URL_PATTERN, messages.invalidImage);

/** At most this many gallery images on one page. */
const MAX_GALLERY_IMAGES = 12;

const required = (max: number) =>
  boundedText(max, messages.reviewRequiredFields).trim().min(1, messages.reviewRequiredFields);

export const landingPageFieldsSchema = z.object({
  /** The Thon the page promotes; its organisers, franchisee and super administrators own the page. */
  EventId: z.uuid(messages.reviewRequiredFields),
  Url: landingPageUrlSchema,
  Title: required(100),
  Headline: boundedText(150).trim(),
  Story: boundedMultilineText(5000).trim(),
  HeroImageUrl: landingImageUrlSchema.nullable(),
  GalleryImageUrls: z.array(landingImageUrlSchema).max(MAX_GALLERY_IMAGES, messages.invalidData),
  VideoUrl: videoLinkSchema.max(300, messages.invalidVideo).nullable(),
  IsActive: z.boolean(),
});

/** POST /api/LandingPage/AddLandingPage */
export const addLandingPageRequestSchema = landingPageFieldsSchema.meta({ id: 'AddLandingPageRequest' });
export type AddLandingPageRequest = z.infer<typeof addLandingPageRequestSchema>;

/** POST /api/LandingPage/UpdateLandingPage */
export const updateLandingPageRequestSchema = landingPageFieldsSchema
  .extend({ Id: z.uuid(messages.invalidData) })
  .meta({ id: 'UpdateLandingPageRequest' });
export type UpdateLandingPageRequest = z.infer<typeof updateLandingPageRequestSchema>;

const landingPageSchema = landingPageFieldsSchema
  .extend({
    Id: z.uuid(),
    EventCode: z.string(),
    EventName: z.string(),
    /** {site}/{url} */
    PageLink: z.string(),
  })
  .meta({ id: 'LandingPage' });
export type LandingPage = z.infer<typeof landingPageSchema>;

/** GET /api/LandingPage/GetLandingPages: the pages of the Thons the caller runs. */
export const landingPagesResponseSchema = z
  .object({ LandingPages: z.array(landingPageSchema) })
  .meta({ id: 'LandingPages' });

/** DELETE /api/LandingPage/DeleteLandingPage/{id} */
export const landingPageIdParamsSchema = z.object({ id: z.uuid(messages.notFound) });

/** GET /api/LandingPage/IsLandingPageAvailableForAdd/{url} */
export const landingPageUrlParamsSchema = z.object({ url: boundedText(100) });

/** GET /api/LandingPage/IsLandingPageAvailableForUpdate?Id=...&Url=...: free, or already this page's. */
export const landingPageUpdateAvailabilityQuerySchema = z.object({
  Id: z.uuid(messages.notFound),
  Url: boundedText(100),
});

/** Title 'Not Available' and the text 'URL already exists. Please try another.' when taken. */
export const landingPageAvailabilitySchema = z
  .object({ Available: z.boolean(), Title: z.string().nullable(), Message: z.string().nullable() })
  .meta({ id: 'LandingPageAvailability' });
export type LandingPageAvailability = z.infer<typeof landingPageAvailabilitySchema>;

export const landingPageMessageSchema = z
  .object({ Success: z.literal(true), Message: z.string() })
  .meta({ id: 'LandingPageMessage' });
