import type { Strings } from './strings';

export const shopEn = {
  title: 'Shop',
  intro: 'Prizes, marketing, race equipment, apparel and awards for your Thon.',
  tabs: 'Product categories',
  all: 'All',
  categories: {
    Prizes: 'Prizes',
    Marketing: 'Marketing',
    'Race Equipment': 'Race Equipment',
    Apparel: 'Apparel',
    Awards: 'Awards',
  },
  sizes: 'Sizes: {{sizes}}',
  inStock: '{{count}} in stock',
  outOfStock: 'Out of stock',
  empty: 'No products in this category yet.',
} as const;

export const shopEs: Strings<typeof shopEn> = {
  title: 'Tienda',
  intro: 'Premios, marketing, equipo para la carrera, ropa y reconocimientos para tu Thon.',
  tabs: 'Categorías de productos',
  all: 'Todo',
  categories: {
    Prizes: 'Premios',
    Marketing: 'Marketing',
    'Race Equipment': 'Equipo para la carrera',
    Apparel: 'Ropa',
    Awards: 'Reconocimientos',
  },
  sizes: 'Tallas: {{sizes}}',
  inStock: '{{count}} disponibles',
  outOfStock: 'Agotado',
  empty: 'Todavía no hay productos en esta categoría.',
};
