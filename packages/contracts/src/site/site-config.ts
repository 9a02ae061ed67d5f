import { z } from 'zod';

/** What the web needs to know about the site before anyone signs in. */
export const siteConfigSchema = z
  .object({
    /** False on the admin hosts, where the access-code login is hidden. */
    AccessCodeLoginEnabled: z.boolean(),
    IsAdminHost: z.boolean(),
    /** The admin site's address when there is one apart from this site (the staff hand-off target). */
    AdminSiteUrl: z.string().nullable(),
    /** The home page video (YouTube or Vimeo), when one is configured. */
    VideoUrl: z.string().nullable(),
    /** Where people write for help or about their data (the privacy page names it). */
    SupportEmail: z.string(),
    /** Configured social sign-in providers, in the order the buttons show. */
    SocialProviders: z.array(z.object({ Id: z.enum(['facebook', 'google']), Name: z.string() })),
  })
  .meta({ id: 'SiteConfig' });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
