import { describe, expect, it } from 'vitest';
import { renderTemplateHtml, sanitizeTemplateHtml } from './template-html';

describe('sanitizeTemplateHtml', () => {
  it('keeps the markup of an e-mail and its placeholders', () => {
    const body = '<p>Hi <strong>[FIRSTNAME]</strong>,</p><p><a href="[PARTICIPANT_URL]">Pledge</a></p>';
    expect(sanitizeTemplateHtml(body)).toBe(body);
  });

  it("keeps what the organisers' formatted-text editor writes, tag for tag (decision 129)", () => {
    const body =
      '<p>Hi [FIRSTNAME], <em>cheer on</em> [PARTICIPANT_FULL_NAME]</p><p><strong>Go team!</strong></p>' +
      '<ul><li><p><a href="https://example.com/give">Give</a></p></li></ul><ol><li><p>Read</p></li></ol>';
    expect(sanitizeTemplateHtml(body)).toBe(body);
  });

  it('drops scripts, handlers, styles and script links', () => {
    expect(
      sanitizeTemplateHtml(
        '<p onclick="x()">a</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe>',
      ),
    ).toBe('<p>a</p><img /><a>b</a>');
  });
});

describe('renderTemplateHtml', () => {
  it('escapes values so a name cannot add markup', () => {
    expect(renderTemplateHtml('<p>[FIRSTNAME]</p>', { FIRSTNAME: '<b onmouseover=x>Ann</b>' })).toBe(
      '<p>&lt;b onmouseover=x&gt;Ann&lt;/b&gt;</p>',
    );
  });

  it('drops a link that a value turned into a script link', () => {
    expect(renderTemplateHtml('<a href="[EVENT_URL]">go</a>', { EVENT_URL: 'javascript:alert(1)' })).toBe(
      '<a>go</a>',
    );
    expect(
      renderTemplateHtml('<a href="[EVENT_URL]">go</a>', { EVENT_URL: 'https://x.test/A?b=1&c=2' }),
    ).toBe('<a href="https://x.test/A?b=1&amp;c=2">go</a>');
  });
});
