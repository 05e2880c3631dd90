import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { heldAdminConnection } from "./db-url";

describe("a held admin connection", () => {
  it("survives the server ending it while idle: no uncaught error, and the next query opens another", async () => {
    const { adminUrl } = inject("testDb");
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => void uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    const held = await heldAdminConnection(adminUrl);
    const other = new pg.Client(adminUrl);
    await other.connect();
    try {
      const { rows } = await held.query<{ pid: number }>("select pg_backend_pid() as pid");
      const first = rows[0]!.pid;
      // The server ends the idle connection, as an administrator's command or a restart would.
      await other.query("select pg_terminate_backend($1)", [first]);
      // Its client hears of it: the next query is on a new backend.
      await expect
        .poll(async () => (await held.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid)
        .not.toBe(first);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await other.end();
      await held.end();
    }
  });
});
