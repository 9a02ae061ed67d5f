import { describe, expect, it } from 'vitest';
import { ALL_TAB, hashOfTab, tabFromHash } from './shop-tabs';

const categories = ['Prizes', 'Marketing', 'Race Equipment', 'Apparel', 'Awards'];

describe('the shop hash tabs', () => {
  it('give each tab a hash', () => {
    expect(hashOfTab(ALL_TAB)).toBe('#all');
    expect(hashOfTab('Prizes')).toBe('#prizes');
    expect(hashOfTab('Race Equipment')).toBe('#race-equipment');
  });

  it('open the tab the hash names, whatever its case or spacing', () => {
    expect(tabFromHash('#prizes', categories)).toBe('Prizes');
    expect(tabFromHash('#Race%20Equipment', categories)).toBe('Race Equipment');
    expect(tabFromHash('#race-equipment', categories)).toBe('Race Equipment');
    expect(tabFromHash('#AWARDS', categories)).toBe('Awards');
  });

  it("open 'all' for no hash, 'all' itself, or a hash that is no tab", () => {
    expect(tabFromHash('', categories)).toBe(ALL_TAB);
    expect(tabFromHash('#all', categories)).toBe(ALL_TAB);
    expect(tabFromHash('#toys', categories)).toBe(ALL_TAB);
    expect(tabFromHash('#%E0%A4%A', categories)).toBe(ALL_TAB);
  });
});
