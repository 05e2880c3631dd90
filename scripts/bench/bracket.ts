import type { Run } from "./rows";
import type { Row } from "./table";

/**
 * Measures the rows in order, each between two runs of the floor, and gives each its `besideFloorRps`: the mean of
 * the floor measured right before and right after it (docs/performance.md, "What each row measures"). This machine's
 * speed moved by up to 85% within one run, more than most rows differ, so a ratio to the run's mean floor said more
 * about when a row ran than about the row. A floor row of the list serves as the floor beside its neighbours; a floor
 * is measured in between only where two other rows would meet. Login (bcrypt) is reported apart, with no ratio.
 */
export async function measureBracketed(
  runs: Run[],
  measure: (run: Run) => Promise<Omit<Row, "kind">>,
): Promise<{ rows: Row[]; floorBetween: number[] }> {
  const rows: Row[] = [];
  const floorBetween: number[] = [];
  const floorSpec = runs.find((run) => run.kind === "floor");
  let lastFloor: number | undefined;
  let waiting: Row[] = [];
  const floorAt = (rps: number) => {
    for (const row of waiting) row.besideFloorRps = (lastFloor! + rps) / 2;
    waiting = [];
    lastFloor = rps;
  };
  const floorInBetween = async () => {
    const { rps } = await measure({ ...floorSpec!, name: "floor between rows" });
    floorBetween.push(rps);
    floorAt(rps);
  };
  for (const run of runs) {
    const bracketed = floorSpec !== undefined && run.kind !== "floor" && run.kind !== "bcrypt";
    if (bracketed && (lastFloor === undefined || waiting.length)) await floorInBetween();
    const row: Row = {
      ...(await measure(run)),
      kind: run.kind,
      p50FloorGoal: run.p50FloorGoal,
      ratioGoal: run.ratioGoal,
    };
    rows.push(row);
    if (run.kind === "floor") floorAt(row.rps);
    else if (bracketed) waiting.push(row);
  }
  if (waiting.length) await floorInBetween();
  return { rows, floorBetween };
}
