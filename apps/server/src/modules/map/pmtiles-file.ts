import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Why the file cannot be served, or null: a readable PMTiles archive of version 3. */
function pmtilesProblem(file: string): string | null {
  let handle: number | undefined;
  try {
    if (!fs.statSync(file).isFile()) return 'must be a file';
    handle = fs.openSync(file, 'r');
    const head = Buffer.alloc(8);
    const read = fs.readSync(handle, head, 0, 8, 0);
    if (read < 8 || head.subarray(0, 7).toString('latin1') !== 'PMTiles') {
      return 'must be a PMTiles archive (it does not start with "PMTiles")';
    }
    if (head[7] !== 3) return `must be a PMTiles archive of version 3 (it is version ${head[7]})`;
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? 'no such file'
      : `cannot be read (${code ?? (error as Error).message})`;
  } finally {
    if (handle !== undefined) fs.closeSync(handle);
  }
}

/**
 * MAP_PMTILES_FILE: the path of one PMTiles (version 3) file, checked at start-up; unset or
 * empty: none. Parsed to its absolute path.
 */
export const pmtilesFileSchema = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : path.resolve(v.trim())))
  .superRefine((file, ctx) => {
    const problem = file === undefined ? null : pmtilesProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
