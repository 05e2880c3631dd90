import pg from "pg";

/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestDbInfo {
  adminUrl: string;
  template: string;
  prefix: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** A connection to the server's admin database, held idle while a file or the whole run goes on. */
export interface HeldAdminConnection {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  end(): Promise<void>;
}

/**
 * Opens a HeldAdminConnection. If the server ends it while it waits, the next query opens another: an idle client's
 * 'error' with nobody listening would be an uncaught exception, failing a run whose tests all passed.
 */
export async function heldAdminConnection(adminUrl: string): Promise<HeldAdminConnection> {
  const open = async () => {
    const c = new pg.Client(adminUrl);
    c.on("error", () => {
      if (current === c) current = undefined;
    });
    await c.connect();
    return c;
  };
  let current: pg.Client | undefined = await open();
  return {
    async query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      current ??= await open();
      return current.query<R>(text, values);
    },
    async end() {
      await current?.end();
      current = undefined;
    },
  };
}
