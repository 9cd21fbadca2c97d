import sharp from 'sharp';

/** Rasterises an SVG to PNG, which the image store then encodes like any upload. */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
