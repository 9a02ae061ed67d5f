import { describe, expect, it } from 'vitest';
import { FREQUENCIES, GRADES, ORGANIZATION_TYPES, SCHOOL_LEVELS, SHIRT_SIZES, YES_NO } from './lists';

const includes = (list: readonly string[], value: string) => list.includes(value);

describe('reference lists', () => {
  it('has the four frequencies in order', () => {
    expect(FREQUENCIES).toEqual(['Daily', 'Weekly', 'Bi-Weekly', 'Monthly']);
    expect(includes(FREQUENCIES, 'Biweekly')).toBe(false);
  });

  it('has the nine organization types', () => {
    expect(ORGANIZATION_TYPES).toHaveLength(9);
    expect(includes(ORGANIZATION_TYPES, 'Club or Civic Group')).toBe(true);
    expect(includes(ORGANIZATION_TYPES, 'Non-profit')).toBe(true);
    expect(includes(ORGANIZATION_TYPES, 'Nonprofit')).toBe(false);
    expect(includes(ORGANIZATION_TYPES, 'Church')).toBe(false);
  });

  it('has the four school levels', () => {
    expect(SCHOOL_LEVELS).toEqual(['Alternative', 'Elementary', 'Middle', 'High']);
    expect(includes(SCHOOL_LEVELS, 'Preschool')).toBe(false);
  });

  it('has grades PK, K and 1 to 12', () => {
    expect(GRADES).toHaveLength(14);
    expect(GRADES.slice(0, 3)).toEqual(['PK', 'K', '1']);
    expect(GRADES.at(-1)).toBe('12');
    expect(includes(GRADES, '0')).toBe(false);
    expect(includes(GRADES, '13')).toBe(false);
  });

  it('has yes and no', () => {
    expect(YES_NO).toEqual(['Yes', 'No']);
    expect(includes(YES_NO, 'Maybe')).toBe(false);
  });

  it('has the seven shirt sizes with ids', () => {
    expect(SHIRT_SIZES.map((size) => size.id)).toEqual(['YS', 'YM', 'YL', 'AS', 'AM', 'AL', 'AXL']);
    expect(SHIRT_SIZES.find((size) => size.id === 'AXL')?.value).toBe('Adult XL');
    expect(SHIRT_SIZES.find((size) => size.id === 'YS')?.value).toBe('Youth Small');
    expect(SHIRT_SIZES.some((size) => (size.id as string) === 'AXXL')).toBe(false);
  });
});
