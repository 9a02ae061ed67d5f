/** What a parent can consent to about their child, beyond what every public page shows. */
export const CONSENT_KINDS = ['photo', 'full_name', 'vendor_sharing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_LANGUAGES = ['en', 'es'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/**
 * The exact words a parent agrees to, in each language the product speaks. The screen shows these and
 * the consent record keeps the one the parent saw, so a consent can be shown later as it was given.
 */
export const CONSENT_TEXTS: Record<ConsentKind, Record<ConsentLanguage, string>> = {
  photo: {
    en: 'Show the photo I upload of my child on their public page. I can withdraw this at any time; the photo then disappears from the page at once.',
    es: 'Mostrar la foto que subo de mi hijo o hija en su página pública. Puedo retirar este permiso en cualquier momento; la foto desaparece de la página en el acto.',
  },
  full_name: {
    en: "Show my child's full name on their public page instead of the first name and last initial. I can withdraw this at any time.",
    es: 'Mostrar el nombre completo de mi hijo o hija en su página pública en lugar del nombre y la inicial del apellido. Puedo retirar este permiso en cualquier momento.',
  },
  vendor_sharing: {
    en: "Share my child's name with the shop's vendor together with the shirt size, so the shirt can be labelled. Without this the vendor sees sizes and counts per school only.",
    es: 'Compartir el nombre de mi hijo o hija con el proveedor de la tienda junto con la talla de camiseta, para etiquetarla. Sin esto el proveedor solo ve tallas y cantidades por escuela.',
  },
};

/**
 * How a consent ended: the parent's own choice, a deletion, the Thon's retention, or a merge of two
 * records of one child, where the kept record's own consent of that kind stands instead.
 */
export const CONSENT_WITHDRAWALS = ['parent', 'deletion', 'retention', 'merge'] as const;
export type ConsentWithdrawal = (typeof CONSENT_WITHDRAWALS)[number];
