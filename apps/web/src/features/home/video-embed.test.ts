import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('the home page video player', () => {
  it('plays YouTube links from the no-cookie domain', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('plays Vimeo links in the Vimeo player', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('plays nothing for a link that is neither', () => {
    expect(videoEmbedUrl('https://example.org/video.mp4')).toBeNull();
    expect(videoEmbedUrl('not a link')).toBeNull();
  });
});
