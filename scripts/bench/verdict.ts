/**
 * Whether the claims beside a sweep kept their usual p99 (docs/performance.md), judged as a test can be: the p99 of the
 * runs beside the sweep against the p99 of the runs alone, spread over the same minutes.
 *
 * One run's p99 on a shared 2-core machine moves by itself as much as a sweep moves it (one stall of 50-140 ms
 * decides it), so the question is whether the runs beside the sweep rank higher than chance would put them among
 * all the runs. That is the exact one-sided Mann-Whitney (rank-sum) test: every way of choosing as many runs from
 * the runs beside and alone together is equally likely when the sweep changes nothing, and `p` is the share of
 * those choices whose ranks add up to at least what the runs beside the sweep have. Ranks, not milliseconds, so one
 * stall in one run (alone or beside) counts as one high rank, not as a hundred milliseconds.
 *
 * The claims are not kept when p < KEPT_ALPHA. At 0.01 for each of a load's five sweeps, a bench in which no sweep
 * changes anything calls one of them "not kept" about one time in twenty (Bonferroni); a rule that compared the
 * median of three rounds with the second highest of four runs alone, the bench's rule until 2026-11-26, did so
 * three times in four (docs/performance.md "A verdict that can tell").
 */
export const KEPT_ALPHA = 0.01;

export interface P99Verdict {
  /** Median p99 of the runs beside the sweep, and of the runs alone (ms). */
  beside: number;
  alone: number;
  /** The test's p: how often chance alone ranks as many runs at least as high. */
  p: number;
  /** False: the runs beside rank higher than chance allows. Undefined: too few runs for any result to tell. */
  kept: boolean | undefined;
}

/** Ranks from 1, ties sharing the mean of their places. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.v === order[start]!.v) end++;
    for (let k = start; k <= end; k++) out[order[k]!.i] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

/** Every choice of k ranks: how many there are, and how many add up to at least `atLeast`. */
function countChoices(r: number[], k: number, atLeast: number): { total: number; high: number } {
  let total = 0;
  let high = 0;
  const walk = (from: number, left: number, sum: number) => {
    if (left === 0) {
      total++;
      if (sum >= atLeast - 1e-9) high++;
      return;
    }
    for (let i = from; i <= r.length - left; i++) walk(i + 1, left - 1, sum + r[i]!);
  };
  walk(0, k, 0);
  return { total, high };
}

const middle = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function p99Verdict(beside: number[], alone: number[], alpha = KEPT_ALPHA): P99Verdict {
  if (!beside.length || !alone.length) throw new Error("a verdict needs runs beside the sweep and runs alone");
  // An exact count stays cheap for the bench's sizes (3 of 19 runs: 969 choices; 5 of 31: 169,911).
  if (beside.length + alone.length > 40) throw new Error("too many runs for an exact count");
  const r = ranks([...beside, ...alone]);
  const observed = r.slice(0, beside.length).reduce((a, b) => a + b, 0);
  const { total, high } = countChoices(r, beside.length, observed);
  const p = high / total;
  return {
    beside: middle(beside),
    alone: middle(alone),
    p,
    // With 1 / total at or above alpha, even the highest possible ranks could not count as a change.
    kept: 1 / total >= alpha ? undefined : p >= alpha,
  };
}
