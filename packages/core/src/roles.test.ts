import { describe, expect, it } from 'vitest';
import { isRole, ROLE_LABELS, ROLES } from './roles';

describe('roles', () => {
  it('is the closed set of the eleven roles of the spec', () => {
    expect(ROLES).toHaveLength(11);
    expect(new Set(ROLES).size).toBe(11);
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
  });

  it('accepts role ids and rejects anything else', () => {
    expect(isRole('super_admin')).toBe(true);
    expect(isRole('franchisee_team_leader')).toBe(true);
    expect(isRole('guest')).toBe(true);
    expect(isRole('sponsor')).toBe(false);
    expect(isRole('admin')).toBe(false);
    expect(isRole('Parent')).toBe(false);
  });

  it('labels guests as guests or sponsors', () => {
    expect(ROLE_LABELS.guest).toBe('Guest or sponsor');
  });
});
