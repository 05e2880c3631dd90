import { describe, expect, it } from "vitest";
import { cpuMsPerUnit } from "./cpu";
import { cpuTable, type Row } from "./table";

const row = (name: string, kind: Row["kind"], cpu?: Row["cpuMsPerResponse"]): Row => ({
  name,
  kind,
  rps: 100,
  p50: 10,
  p99: 20,
  requests: 800,
  non2xx: 0,
  statusCounts: {},
  errors: 0,
  timeouts: 0,
  connections: 50,
  durationS: 8,
  bytesPerResponse: 1000,
  cpuMsPerResponse: cpu,
});

describe("CPU per response", () => {
  it("turns a share of the machine over a time into milliseconds per response", () => {
    // Half of two cores for 8 s is 8,000 ms of CPU; over 800 responses, 10 ms each.
    expect(cpuMsPerUnit(50, 2, 8_000, 800)).toBe(10);
    expect(cpuMsPerUnit(50, 2, 8_000, 0)).toBe(0);
  });

  it("sets each row's total beside the floor rows' mean", () => {
    const table = cpuTable([
      row("floor", "floor", { server: 1, postgres: 0.5, client: 0.5 }),
      row("floor again", "floor", { server: 1.5, postgres: 0.5, client: 0 }),
      row("a list", "read", { server: 2, postgres: 1.5, client: 0.5 }),
      row("not measured", "read"),
    ]);
    const lines = table.split("\n");
    expect(lines.find((l) => l.startsWith("| a list"))).toMatch(
      /\| 2\.000 +\| 1\.500 +\| 0\.500 +\| 4\.000 +\| 2\.00 +\|/,
    );
    expect(table).not.toContain("not measured");
    expect(cpuTable([row("a list", "read")])).toMatch(/^not measured/);
  });
});
