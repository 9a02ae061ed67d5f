import { describe, expect, it } from 'vitest';
import { donorShortName, publicParticipantName } from './public-name';

describe('names shown to others', () => {
  it('shows a participant by first name and last initial unless the parent chose the full name', () => {
    expect(publicParticipantName('Emma', 'carter', false)).toBe('Emma C.');
    expect(publicParticipantName('Emma', 'Carter', true)).toBe('Emma Carter');
    expect(publicParticipantName('Emma', ' ', false)).toBe('Emma');
  });

  it('shows a donor by first name and last initial only', () => {
    expect(donorShortName('Grace', 'Hopper')).toBe('Grace H.');
    expect(donorShortName('Grace', '')).toBe('Grace');
  });
});
