import { describe, expect, it } from 'vitest';
import { fillHtmlTemplate, fillTemplate, TEMPLATE_PLACEHOLDERS } from './template-placeholders';

describe('TEMPLATE_PLACEHOLDERS', () => {
  it('has the twenty placeholders of the spec', () => {
    expect(TEMPLATE_PLACEHOLDERS).toHaveLength(20);
    expect(new Set(TEMPLATE_PLACEHOLDERS).size).toBe(20);
    expect(TEMPLATE_PLACEHOLDERS).toContain('FUNRUN_DATE');
    expect(TEMPLATE_PLACEHOLDERS).toContain('IS_OR_ARE');
    expect(TEMPLATE_PLACEHOLDERS).toContain('EVENTURL');
    expect(TEMPLATE_PLACEHOLDERS).toContain('EVENT_URL');
    expect((TEMPLATE_PLACEHOLDERS as readonly string[]).includes('LAST_NAME')).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('replaces [NAME] tokens, every occurrence', () => {
    expect(
      fillTemplate('Hi [FIRSTNAME]! [FIRSTNAME] runs [FUNRUN_DATE] at [EVENT_URL].', {
        FIRSTNAME: 'Ann',
        FUNRUN_DATE: '05/10/2025',
        EVENT_URL: 'https://example.org/ABC123',
      }),
    ).toBe('Hi Ann! Ann runs 05/10/2025 at https://example.org/ABC123.');
  });

  it('leaves unknown, unsupplied and differently written tokens as they are', () => {
    expect(
      fillTemplate('[NICKNAME] [LASTNAME] [firstname] {FIRSTNAME} [ FIRSTNAME ]', { FIRSTNAME: 'Ann' }),
    ).toBe('[NICKNAME] [LASTNAME] [firstname] {FIRSTNAME} [ FIRSTNAME ]');
  });

  it('inserts values literally, even ones that look like tokens or replacement patterns', () => {
    expect(fillTemplate('[FIRSTNAME] [LASTNAME]', { FIRSTNAME: '[LASTNAME]', LASTNAME: '$&' })).toBe(
      '[LASTNAME] $&',
    );
    expect(fillTemplate('[FIRSTNAME]', { FIRSTNAME: '' })).toBe('');
  });
});

describe('fillHtmlTemplate', () => {
  it('escapes values but not the template', () => {
    expect(fillHtmlTemplate('<p>Hi [FIRSTNAME]</p>', { FIRSTNAME: '<b>Ann & "Bo"</b>' })).toBe(
      '<p>Hi &lt;b&gt;Ann &amp; &quot;Bo&quot;&lt;/b&gt;</p>',
    );
    expect(fillHtmlTemplate("<a href='[EVENT_URL]'>x</a>", { EVENT_URL: "x' onclick='y" })).toBe(
      "<a href='x&#39; onclick=&#39;y'>x</a>",
    );
  });

  it('keeps unknown tokens', () => {
    expect(fillHtmlTemplate('<p>[OTHER]</p>', {})).toBe('<p>[OTHER]</p>');
  });
});
