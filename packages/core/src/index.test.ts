import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@pledgethon/core entry', () => {
  it('exports the public rules from one place', () => {
    for (const name of [
      'messages',
      'ROLES',
      'GRADES',
      'COUNTRIES',
      'STATES_AND_PROVINCES',
      'moneyTextSchema',
      'usMobileSchema',
      'videoLinkSchema',
      'eventMaxUnits',
      'pledgeTotalCents',
      'parseMoneyToCents',
      'formatCents',
      'formatDateTime',
      'ianaZoneFor',
      'REMINDER_DEFAULTS',
      'fillTemplate',
      'DEFAULT_PERSONAL_GOAL_CENTS',
      'MAX_IMAGE_BYTES',
      'SHARE_TARGET',
    ]) {
      expect(core, name).toHaveProperty(name);
    }
  });
});
