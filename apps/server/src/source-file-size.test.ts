import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { serverRoot } from './paths';

/** The longest a source file may grow: past it, split the file by what its parts are. */
const MAX_LINES = 400;

const repositoryRoot = path.resolve(serverRoot, '../..');

/** Every tracked TypeScript and ES module file of the repository, tests included. */
function trackedSourceFiles(): string[] {
  const listing = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mjs'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return listing
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(repositoryRoot, file)));
}

/** Counted as `wc -l` counts: one per line ending. */
const lineCount = (file: string) =>
  fs.readFileSync(path.join(repositoryRoot, file), 'utf8').split('\n').length - 1;

it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
  const files = trackedSourceFiles();
  expect(files.length).toBeGreaterThan(100);
  const tooLong = files
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(tooLong).toEqual([]);
});
