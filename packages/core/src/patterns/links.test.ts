import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoLinkSchema, websiteSchema } from './links';

const website = (text: string) => websiteSchema.safeParse(text).success;

describe('websiteSchema', () => {
  it('accepts web addresses starting with http:// or https://', () => {
    for (const text of ['http://example.org', 'https://www.example.org/about?x=1', 'HTTPS://Example.org']) {
      expect(website(text), text).toBe(true);
    }
  });

  it('rejects other schemes, missing schemes and hostless text', () => {
    for (const text of [
      'www.example.org',
      'ftp://example.org',
      'https://',
      'https://localhost',
      'http//example.org',
      'javascript:alert(1)',
    ]) {
      expect(website(text), text).toBe(false);
    }
    expect(websiteSchema.safeParse('example.org').error?.issues[0]?.message).toBe(
      'The website must start with http:// or https://',
    );
  });
});

describe('parseVideoLink', () => {
  it('reads YouTube links', () => {
    const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ' };
    for (const text of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoLink(text), text).toEqual(youtube);
    }
  });

  it('reads Vimeo links', () => {
    for (const text of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/76979871/8272103f6e',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
      'https://vimeo.com/groups/12345/videos/76979871',
      'https://vimeo.com/showcase/987/video/76979871',
    ]) {
      expect(parseVideoLink(text), text).toEqual({ provider: 'vimeo', id: '76979871' });
    }
  });

  it('rejects other sites, look-alike hosts and links without a video', () => {
    for (const text of [
      '',
      'dQw4w9WgXcQ',
      'https://example.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/channels/staffpicks/about',
      'https://notvimeo.com/76979871',
      'ftp://vimeo.com/76979871',
    ]) {
      expect(parseVideoLink(text), text).toBeNull();
    }
  });
});

describe('videoLinkSchema', () => {
  it("answers 'Invalid Video' for anything but a YouTube or Vimeo link", () => {
    expect(videoLinkSchema.safeParse('https://youtu.be/dQw4w9WgXcQ').success).toBe(true);
    expect(videoLinkSchema.safeParse('https://example.com/video.mp4').error?.issues[0]?.message).toBe(
      'Invalid Video',
    );
  });
});
