/**
 * A short fingerprint of a text (32-bit FNV-1a over its UTF-16 code units, in base 36): how
 * another locale's chunk names @elite/shared's English texts (build/locale-catalogues.ts) and
 * how `translateShared` finds one, without carrying the English itself. The build refuses two
 * texts with one fingerprint.
 */
export function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
