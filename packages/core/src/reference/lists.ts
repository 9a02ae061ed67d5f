export const FREQUENCIES = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const;

export const ORGANIZATION_TYPES = [
  'Club or Civic Group',
  'College',
  'Elementary School',
  'For a Friend',
  'High School',
  'Middle School',
  'Non-profit',
  'Preschool',
  'Sports Team',
] as const;

export const SCHOOL_LEVELS = ['Alternative', 'Elementary', 'Middle', 'High'] as const;

export const GRADES = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type Grade = (typeof GRADES)[number];

export const YES_NO = ['Yes', 'No'] as const;

export const SHIRT_SIZES = [
  { id: 'YS', value: 'Youth Small' },
  { id: 'YM', value: 'Youth Medium' },
  { id: 'YL', value: 'Youth Large' },
  { id: 'AS', value: 'Adult Small' },
  { id: 'AM', value: 'Adult Medium' },
  { id: 'AL', value: 'Adult Large' },
  { id: 'AXL', value: 'Adult XL' },
] as const;
export type ShirtSizeId = (typeof SHIRT_SIZES)[number]['id'];
