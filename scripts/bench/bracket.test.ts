import { describe, expect, it } from "vitest";
import { measureBracketed } from "./bracket";
import type { Run } from "./rows";
import { endpointTable, floorRatio } from "./table";

const run = (kind: Run["kind"], name: string): Run => ({ kind, name, path: "/", identities: [{ ip: "127.0.0.1" }] });

/** A stand-in for one autocannon run: the requests a second the script gives for each name, in order. */
function measuring(script: Record<string, number[]>) {
  const order: string[] = [];
  const measure = async (r: Run) => {
    order.push(r.name);
    const rps = script[r.name]!.shift()!;
    return {
      name: r.name,
      rps,
      p50: 1,
      p99: 2,
      requests: rps,
      non2xx: 0,
      statusCounts: { "2xx": rps },
      errors: 0,
      timeouts: 0,
      connections: 1,
      durationS: 1,
      bytesPerResponse: 100,
    };
  };
  return { order, measure };
}

describe("each row between two runs of the floor", () => {
  it("measures the floor between any two other rows, and divides each row by the mean of its two neighbours", async () => {
    const runs = [run("floor", "floor"), run("read", "queue"), run("read", "detail"), run("write", "claim")];
    const { order, measure } = measuring({
      floor: [1000],
      "floor between rows": [600, 800, 1200],
      queue: [400],
      detail: [350],
      claim: [500],
    });
    const { rows, floorBetween } = await measureBracketed(runs, measure);
    expect(order).toEqual([
      "floor",
      "queue",
      "floor between rows",
      "detail",
      "floor between rows",
      "claim",
      "floor between rows",
    ]);
    expect(floorBetween).toEqual([600, 800, 1200]);
    expect(rows.map((r) => [r.name, r.besideFloorRps])).toEqual([
      ["floor", undefined],
      ["queue", 800],
      ["detail", 700],
      ["claim", 1000],
    ]);
    // The machine slowed while the queue ran: over the run's mean floor it would have read 0.4, over its own 0.5.
    expect(floorRatio(rows[1]!, 1000)).toBe(0.5);
    expect(endpointTable(rows, 1000)).toMatch(/\| queue +\| 400 .*\| 0\.50 /);
  });

  it("uses the list's own floor rows where they stand beside a row, and leaves login without one", async () => {
    const runs = [run("floor", "floor"), run("read", "queue"), run("floor", "floor again"), run("bcrypt", "login")];
    const { order, measure } = measuring({ floor: [900], queue: [450], "floor again": [1100], login: [9] });
    const { rows, floorBetween } = await measureBracketed(runs, measure);
    expect(order).toEqual(["floor", "queue", "floor again", "login"]);
    expect(floorBetween).toEqual([]);
    expect(rows.find((r) => r.name === "queue")!.besideFloorRps).toBe(1000);
    expect(rows.find((r) => r.name === "login")!.besideFloorRps).toBeUndefined();
  });
});
