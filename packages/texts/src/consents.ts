import type { ConsentKind, ConsentLanguage } from '@pledgethon/core';
import type { Strings } from './strings';

/**
 * The exact words a parent agrees to, in each language the product speaks. The screen shows these and
 * the consent record keeps the one the parent saw, so a consent can be shown later as it was given.
 */
export const consentsEn = {
  photo:
    'Show the photo I upload of my child on their public page. I can withdraw this at any time; the photo then disappears from the page at once.',
  full_name:
    "Show my child's full name on their public page instead of the first name and last initial. I can withdraw this at any time.",
  vendor_sharing:
    "Share my child's name with the shop's vendor together with the shirt size, so the shirt can be labelled. Without this the vendor sees sizes and counts per school only.",
} as const satisfies Record<ConsentKind, string>;

export const consentsEs: Strings<typeof consentsEn> = {
  photo:
    'Mostrar la foto que subo de mi hijo o hija en su página pública. Puedo retirar este permiso en cualquier momento; la foto desaparece de la página en el acto.',
  full_name:
    'Mostrar el nombre completo de mi hijo o hija en su página pública en lugar del nombre y la inicial del apellido. Puedo retirar este permiso en cualquier momento.',
  vendor_sharing:
    'Compartir el nombre de mi hijo o hija con el proveedor de la tienda junto con la talla de camiseta, para etiquetarla. Sin esto el proveedor solo ve tallas y cantidades por escuela.',
};

/** Each consent's words by the language the parent reads: what the screen shows is what the record keeps. */
export const consentTexts: Readonly<Record<ConsentLanguage, Strings<typeof consentsEn>>> = {
  en: consentsEn,
  es: consentsEs,
};
