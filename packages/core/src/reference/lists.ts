export const FREQUENCIES = ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

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
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const SCHOOL_LEVELS = ['Alternative', 'Elementary', 'Middle', 'High'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export const GRADES = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type Grade = (typeof GRADES)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

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
