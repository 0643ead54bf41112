import { parseSync } from 'oxc-parser';

/** A comment line that carries a measured figure. */
export interface MeasuredFigure {
  file: string;
  line: number;
  text: string;
}

// A figure: a number (or a range, 2–4) with a unit of time or size, or a share in per cent.
const NUMBER = String.raw`\d[\d,.]*(?:\s*[–-]\s*\d[\d,.]*)?`;
const TIME = String.raw`(?:ms|µs|s|seconds?|min|minutes?|h|hours?)\b`;
const SIZE = String.raw`(?:B|bytes?|KB|kB|KiB|MB|MiB|GB|GiB)\b`;
const FIGURE = String.raw`${NUMBER}\s*(?:%|${TIME}|${SIZE})`;

// What only a measurement says; a rule's figure (a timeout, a budget, a limit, a setting) is let through.
const MEASURED: readonly RegExp[] = [
  // An approximate figure: "~7 %", "≈ 3 ms", "about 40 KB".
  new RegExp(String.raw`(?:[~≈]|\b(?:about|roughly|around|nearly|almost)\s)\s*${FIGURE}`),
  // A share of something, or a comparison: "7 % of its CPU", "12 KiB of the 179 KiB", "0.2 s faster".
  new RegExp(String.raw`${NUMBER}\s*(?:%|${SIZE})\s+of\s+(?:the|its|a|an|every|each)\b`),
  new RegExp(
    String.raw`${FIGURE}\s+(?:faster|slower|longer|shorter|less|more|lower|higher|smaller|larger)\b`,
  ),
  // A timing or a cost: "start took 860 ms", "was 3.2 s", "saves 40 ms", "from 1.1 s to 0.7 s".
  new RegExp(
    String.raw`\b(?:took|takes|cost|costs|costing|spent|spends|saves|saved|was|were|from)\s+(?:[\w'’-]+\s+){0,3}?${NUMBER}\s*(?:${TIME}|${SIZE}|%)`,
  ),
  // A size of something that exists ("the 7 MB table", "WebAssembly (9 MB)"), unless it is a limit or a
  // budget: "at most 8 KiB", "≤ 260 KiB", "a default of 128 MB".
  new RegExp(
    String.raw`(?<!(?:at most|up to|within|under|over|default of|budget of|limit of|[≤<>≥])\s*)(?<![\d,.])${NUMBER}\s*${SIZE}`,
  ),
];

/** Whether one line of comment text carries a measured figure. */
export const carriesMeasuredFigure = (text: string) => MEASURED.some((pattern) => pattern.test(text));

/**
 * The comment lines of the given files that carry measured figures (issue 29): figures go stale in comments, so
 * they live in bench/README.md, where a later run can correct them; a comment says why.
 */
export function findMeasuredFigures(files: readonly { path: string; source: string }[]): MeasuredFigure[] {
  const found: MeasuredFigure[] = [];
  for (const file of files) {
    const { comments } = parseSync(file.path, file.source);
    for (const comment of comments) {
      const first = file.source.slice(0, comment.start).split('\n').length;
      comment.value.split('\n').forEach((text, index) => {
        if (carriesMeasuredFigure(text))
          found.push({ file: file.path, line: first + index, text: text.trim() });
      });
    }
  }
  return found;
}
