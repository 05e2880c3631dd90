import { describe, expect, it } from "vitest";
import { KEPT_ALPHA, p99Verdict } from "./verdict";

// A seeded generator, so the draws below are the same every run.
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A run's p99 as this machine gives it alone: about 22 ms, spread by a factor of 1.4 either way, and one run in
// twelve hit by a stall of two to six times that (the runs alone recorded on 2026-11-26 went from 7 to 41 ms, with
// single stalls of 75-126 ms; docs/performance.md, "A verdict that can tell").
function runP99(rand: () => number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const p99 = 22 * Math.exp(0.35 * z);
  return Math.round(rand() < 0.08 ? p99 * (2 + 4 * rand()) : p99);
}

/** Benches of five sweeps, three rounds each, with a run alone before them and after each: how many flag a sweep. */
function benchesFlagging(factor: number, benches: number, rand: () => number): number {
  let flagged = 0;
  for (let b = 0; b < benches; b++) {
    const alone = Array.from({ length: 16 }, () => runP99(rand));
    const sweeps = Array.from({ length: 5 }, () => [1, 2, 3].map(() => Math.round(runP99(rand) * factor)));
    if (sweeps.some((beside) => p99Verdict(beside, alone).kept === false)) flagged++;
  }
  return flagged;
}

describe("p99Verdict (docs/performance.md: the claims beside a sweep keep their usual p99)", () => {
  it("calls the claims not kept when every round beside the sweep is slower than the runs alone", () => {
    const alone = [13, 18, 24, 41, 20, 17, 22, 15, 19, 21, 16, 23, 25, 14, 18, 20];
    const v = p99Verdict([44, 47, 52], alone);
    expect(v.p).toBeCloseTo(1 / 969, 6);
    expect(v.kept).toBe(false);
    expect(v.beside).toBe(47);
    expect(v.alone).toBe(19.5);
  });

  it("keeps them when the rounds beside the sweep fall among the runs alone", () => {
    const alone = [13, 18, 24, 41, 20, 17, 22, 15, 19, 21, 16, 23, 25, 14, 18, 20];
    const v = p99Verdict([22, 26, 19], alone);
    expect(v.p).toBeGreaterThan(0.1);
    expect(v.kept).toBe(true);
  });

  it("counts a stall in one run alone as one high rank, not as enough milliseconds to hide a slower sweep", () => {
    const alone = [20, 21, 19, 22, 18, 20, 23, 21, 19, 20, 22, 18, 21, 20, 19, 126];
    // All three rounds above every run alone but the stalled one: 6 of the 969 choices rank as high (the three
    // rounds; the stalled run with two of them; the stalled run, the highest other run alone and one of the two
    // slowest rounds).
    const v = p99Verdict([40, 42, 45], alone);
    expect(v.p).toBeCloseTo(6 / 969, 6);
    expect(v.kept).toBe(false);
  });

  it("gives no verdict when too few runs could tell any result from chance", () => {
    const v = p99Verdict([200], [13, 18, 24, 41, 20, 17, 22, 15, 19, 21, 16, 23, 25, 14, 18, 20]);
    expect(v.p).toBeCloseTo(1 / 17, 6);
    expect(v.kept).toBeUndefined();
  });

  it("shares tied ranks", () => {
    // Beside and alone all equal: every choice ties, so nothing ranks higher than chance.
    expect(p99Verdict([20, 20, 20], [20, 20, 20, 20]).p).toBe(1);
  });

  it("flags a sweep that changes nothing in about one bench of twenty, and most benches where a sweep doubles the p99", () => {
    const rand = seeded(20261126);
    const noChange = benchesFlagging(1, 2000, rand);
    // Five sweeps at 0.01 each: at most 5% of benches by Bonferroni; the old rule flagged 74%.
    expect(noChange / 2000).toBeLessThan(5 * KEPT_ALPHA + 0.015);
    const doubled = benchesFlagging(2, 500, rand);
    expect(doubled / 500).toBeGreaterThan(0.5);
    const tripled = benchesFlagging(3, 500, rand);
    expect(tripled / 500).toBeGreaterThan(0.75);
  });

  it("refuses an empty side", () => {
    expect(() => p99Verdict([], [20])).toThrow(/runs beside the sweep and runs alone/);
  });
});
