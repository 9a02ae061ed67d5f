/** The shape of a translation: the same keys as English, any wording. */
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
