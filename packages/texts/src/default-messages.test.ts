import { TEMPLATE_PLACEHOLDERS } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { defaultMessagesEn } from './default-messages';

const texts = Object.entries(defaultMessagesEn).flatMap(([kind, variants]) =>
  Object.entries(variants).map(([variant, text]) => ({ name: `${kind} ${variant}`, kind, variant, ...text })),
);

describe('defaultMessagesEn', () => {
  it('has the four texts of the spec, each with a flat-donation variant', () => {
    expect(texts.map((text) => text.name)).toEqual([
      'sms perUnit',
      'sms flat',
      'email perUnit',
      'email flat',
      'guestSms perUnit',
      'guestSms flat',
      'guestShareEmail perUnit',
      'guestShareEmail flat',
    ]);
  });

  it.each(texts)('$name uses only known placeholders and links the participant page', (text) => {
    const tokens = [...`${text.subject ?? ''} ${text.body}`.matchAll(/\[([A-Z_]+)\]/g)].map(
      (match) => match[1],
    );
    expect(
      tokens.filter((token) => !(TEMPLATE_PLACEHOLDERS as readonly (string | undefined)[]).includes(token)),
    ).toEqual([]);
    expect(text.body).toContain('[PARTICIPANT_URL]');
    // Texts fit three SMS segments with room for the filled values; e-mails have a subject.
    if (text.kind.endsWith('Sms') || text.kind === 'sms') expect(text.body.length).toBeLessThan(200);
    else expect(text.subject).not.toBeNull();
  });

  it('asks for no per-unit pledge in the flat-donation variants', () => {
    for (const text of texts.filter((each) => each.variant === 'flat')) {
      expect(text.body).not.toMatch(/per \[UNIT_NAME\]/);
    }
  });
});
