/** The addresses a page needs of the shared resources: the scripts and the default hero image. */
export type PageResources = {
  script: string;
  defaultHero: { url: string; width: number }[];
  /** The donor pages' one small script (decision 091). */
  donorScript: string;
};
