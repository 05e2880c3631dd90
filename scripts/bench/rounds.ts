import { measureBracketed } from "./bracket";
import type { Run } from "./rows";
import {
  floorRatio,
  floorRpsOf,
  markdown,
  median,
  readRatioGoal,
  roundsMet,
  type RoundRatios,
  type Row,
} from "./table";

/** How a row measured once more, because other work took the machine, is named in the report. */
export const SECOND_TRY = " (2nd try)";
/** The row's name without the mark of a second try: the same read in every round, however it was measured. */
const readName = (name: string) => (name.endsWith(SECOND_TRY) ? name.slice(0, -SECOND_TRY.length) : name);

/** The reads judged by their ratio to the floor (a row with a p50 goal of its own is judged by that). */
const judgedByRatio = (r: Pick<Row, "kind" | "p50FloorGoal">) => r.kind === "read" && r.p50FloorGoal === undefined;

/**
 * The read rows measured again, `more` times, each round as the first: every row between two runs of the floor
 * (bracket.ts). One 8-second row moved by up to 0.16 of the floor between two runs of one build (docs/performance.md),
 * as much as a row's distance from its goal, so a verdict on one round says as much about the machine as about the row.
 */
export async function measureMoreRounds(
  runs: Run[],
  first: { rows: Row[]; floorRps: number },
  more: number,
  measure: Parameters<typeof measureBracketed>[1],
  onRound: (round: number) => void = () => undefined,
): Promise<RoundRatios[]> {
  const floor = runs.find((run) => run.kind === "floor");
  const reads = runs.filter(judgedByRatio);
  const byName = new Map<string, RoundRatios>();
  for (const row of first.rows.filter(judgedByRatio)) {
    const name = readName(row.name);
    byName.set(name, { name, goal: readRatioGoal(row), ratios: [floorRatio(row, first.floorRps)] });
  }
  if (!floor || !reads.length) return [...byName.values()];
  for (let round = 2; round <= more + 1; round++) {
    onRound(round);
    const { rows } = await measureBracketed([floor, ...reads], measure);
    const floorRps = floorRpsOf(rows);
    for (const row of rows.filter(judgedByRatio))
      byName.get(readName(row.name))?.ratios.push(floorRatio(row, floorRps));
  }
  return [...byName.values()];
}

/** Each read's ratio in every round, its median and range, and whether the median reaches the row's goal. */
export function roundsTable(rows: RoundRatios[]): string {
  const rounds = Math.max(0, ...rows.map((r) => r.ratios.length));
  return markdown(
    ["endpoint", ...Array.from({ length: rounds }, (_, i) => `round ${i + 1}`), "median", "range", "goal"],
    rows.map((r) => [
      r.name,
      ...Array.from({ length: rounds }, (_, i) => r.ratios[i]?.toFixed(2) ?? "-"),
      median(r.ratios)?.toFixed(2) ?? "-",
      `${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)}`,
      `${roundsMet(r) ? "ok" : "MISS"}: >= ${r.goal}`,
    ]),
  );
}
