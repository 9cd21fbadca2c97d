import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './processing';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );

/** An ftyp box with the given major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, 'rest of file');
};

describe('detectImageFormat', () => {
  it('knows the five accepted formats by their first bytes', () => {
    expect(detectImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(detectImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(detectImageFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(detectImageFormat(bytes('GIF87a', [1, 0]))).toBe('gif');
    expect(detectImageFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectImageFormat(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(detectImageFormat(ftyp('mif1', 'avif'))).toBe('avif');
    expect(detectImageFormat(ftyp('avis', 'msf1'))).toBe('avif');
  });

  it('refuses everything else, including look-alikes', () => {
    for (const input of [
      bytes('hello.png'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      ftyp('heic', 'mif1'),
      ftyp('mp42', 'isom'),
      bytes('II*', [0]),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(detectImageFormat(input)).toBeUndefined();
    }
  });
});
