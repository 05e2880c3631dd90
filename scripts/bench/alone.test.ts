import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloneTemplateDatabase } from "../../tests/setup/databases";
import { inFlightFor, postgresMsAlone, runsFor } from "./alone";

describe("each statement alone", () => {
  it("runs a statement often enough for about 1.5 s of Postgres time, within bounds", () => {
    expect(runsFor(0.3)).toBe(5_000);
    expect(runsFor(1.5)).toBe(1_000);
    // A statement too quick to time is run the most times, a slow one the fewest.
    expect(runsFor(0)).toBe(10_000);
    expect(runsFor(130)).toBe(20);
  });

  it("asks a slow statement fewer times at once, so that no run waits for a connection past the pool's limit", () => {
    expect(inFlightFor(0.3)).toBe(50);
    expect(inFlightFor(200)).toBe(25);
    expect(inFlightFor(700)).toBe(10);
  });

  describe("on a database", () => {
    let database: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
    beforeAll(async () => {
      database = await cloneTemplateDatabase();
    });
    afterAll(async () => {
      await database.drop();
    });

    it("tells a statement that works Postgres hard from one that does not, on either pool", async () => {
      const heavy = "select count(*) from generate_series(1, $1::int) g where g % 7 = 3";
      // Declared slow enough to be asked no more times at once than there are connections: on a machine the other
      // test files keep busy, a run of it may take far longer than alone, and none may wait for a connection.
      const [light, heavyOnce, heavyEachRun] = await postgresMsAlone(database.url, [
        { sql: "select 1", params: [], planned: "each run", executionMs: 0 },
        { sql: heavy, params: [300_000], planned: "once", executionMs: 600 },
        { sql: heavy, params: [300_000], planned: "each run", executionMs: 600 },
      ]);
      expect(light).toBeGreaterThan(0);
      // Counting 300,000 rows takes Postgres milliseconds; a `SELECT 1` takes it tens of microseconds, even with the
      // other test files' statements counted in.
      expect(heavyOnce).toBeGreaterThan(10 * light!);
      expect(heavyEachRun).toBeGreaterThan(10 * light!);
    });

    it("measures a statement slower than the pool lets a run wait for a connection", async () => {
      // More runs of 2.2 s asked at once than there are connections would wait 2.2 s for one, past the pool's 2 s.
      const [sleeping] = await postgresMsAlone(database.url, [
        { sql: "select pg_sleep(2.2)", params: [], planned: "each run", executionMs: 2_200 },
      ]);
      expect(sleeping).toBeGreaterThanOrEqual(0);
    });
  });
});
