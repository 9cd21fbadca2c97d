import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './images';

const hash = 'a'.repeat(64);

describe('imageSrcSet', () => {
  it('lists the 400 and 800 px copies and the full image of a stored image', () => {
    expect(imageSrcSet(`/images/${hash}.webp`)).toBe(
      `/images/${hash}-400.webp 400w, /images/${hash}-800.webp 800w, /images/${hash}.webp 1600w`,
    );
  });

  it('works for an image served from an S3 public URL', () => {
    const url = `https://cdn.example.com/bucket/images/${hash}.webp`;
    expect(imageSrcSet(url)).toBe(
      `https://cdn.example.com/bucket/images/${hash}-400.webp 400w, ` +
        `https://cdn.example.com/bucket/images/${hash}-800.webp 800w, ${url} 1600w`,
    );
  });

  it('gives nothing for other URLs, copies and malformed names', () => {
    for (const url of [
      'https://example.com/photo.jpg',
      `/images/${hash}-400.webp`,
      `/images/${hash}.png`,
      '/images/abc.webp',
      `/images/${hash}.webp?x=1`,
      `javascript:/images/${hash}.webp`,
      '',
    ]) {
      expect(imageSrcSet(url), url).toBeUndefined();
    }
  });
});
