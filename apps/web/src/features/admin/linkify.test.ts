import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('links in sent messages', () => {
  it('are split out of the text around them', () => {
    const body = 'Open http://localhost:3000/home/ResetPassword?token=abc_DEF-1 within 1 hour.';
    expect(linkify(body)).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3000/home/ResetPassword?token=abc_DEF-1' },
      { kind: 'text', text: ' within 1 hour.' },
    ]);
  });

  it('leave out the punctuation that ends a sentence', () => {
    expect(linkify('See https://pledgethon.test/home.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://pledgethon.test/home' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leave text without links as it is', () => {
    expect(linkify('No links here.\nSecond line.')).toEqual([
      { kind: 'text', text: 'No links here.\nSecond line.' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});
