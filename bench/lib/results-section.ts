// A section of bench/RESULTS.md that one bench step owns (mixed, reso, imports): between its two
// markers, its runs newest first; bench/report.ts carries it over when it rewrites the file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export class ResultsSection {
  constructor(
    private readonly start: string,
    private readonly end: string,
  ) {}

  /** The section as it stands in RESULTS.md's text, markers included, or undefined. */
  block(text: string): string | undefined {
    const start = text.indexOf(this.start);
    const end = text.indexOf(this.end);
    return start >= 0 && end > start ? text.slice(start, end + this.end.length) : undefined;
  }

  /**
   * Puts a run at the top of the section: `render` is given the earlier runs (everything from
   * the first "### Run of" heading) to keep under it. The section is appended when there is none.
   */
  write(file: string, render: (earlier: string) => string) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const block = this.block(text);
    const inner = block?.slice(this.start.length, -this.end.length) ?? '';
    const at = inner.indexOf('### Run of');
    const next = `${this.start}\n${render(at >= 0 ? inner.slice(at) : '')}${this.end}`;
    writeFileSync(file, block ? text.replace(block, () => next) : `${text.trimEnd()}\n\n${next}\n`);
  }
}

/** A run's heading: when, and the commit measured. */
export function runHeading(run: { date: string; commit: string; dirty: boolean }): string {
  return (
    `### Run of ${run.date.slice(0, 16).replace('T', ' ')} UTC, commit \`${run.commit.slice(0, 10)}\`` +
    `${run.dirty ? ' (with uncommitted changes)' : ''}`
  );
}

/** The table of a run's targets: each target, its figure and its verdict. */
export function verdictTable<V extends { target: string; figure: string }>(
  verdicts: V[],
  verdictText: (verdict: V) => string,
): string[] {
  return [
    '| target | figure | verdict |',
    '|---|---|---|',
    ...verdicts.map((v) => `| ${v.target} | ${v.figure} | ${verdictText(v)} |`),
  ];
}
