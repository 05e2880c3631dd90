import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertQuestion, insertUser } from "../../tests/setup/factories";
import { useTestApp } from "../../tests/setup/test-app";
import { createErrorHandler } from "./error-handler";
import { createLogger } from "./logger";

// docs/decisions/053: an error reaches the logs without the values its statement carried, so a question's words never
// do, whatever failed. The errors here are real: drizzle over Postgres, refusing a question's insert.
const h = useTestApp();
const WORDS = ["Zebra-Quartz landlord", "Marmalade-Orchid deposit", "Ichabod Whistlecrane"];

/** A logger writing into `lines`, as the app's own is made. */
function capturing() {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("") };
}

/** The error drizzle throws when Postgres refuses a question whose title, text and parties are WORDS. */
async function refusedInsert(): Promise<Error> {
  await h.ctx.database.pool.query("alter table questions add constraint refuse_every_row check (id < 0) not valid");
  try {
    await insertQuestion(h, (await insertUser(h)).id, {
      title: WORDS[0],
      content: `${WORDS[1]} ${"and more words ".repeat(5)}`,
      opposingParties: [WORDS[2]!],
    });
  } catch (err) {
    return err as Error;
  } finally {
    await h.ctx.database.pool.query("alter table questions drop constraint refuse_every_row");
  }
  throw new Error("the insert was not refused");
}

describe("errors in the logs", () => {
  it("keep the statement and the constraint, not the question's words, however they are logged", async () => {
    const err = await refusedInsert();
    // What this guards against: the error itself carries the words.
    expect(`${err.message} ${JSON.stringify(err.cause, Object.getOwnPropertyNames(err.cause))}`).toContain(WORDS[0]);
    const { logger, text } = capturing();
    logger.error({ err }, "unhandled error");
    logger.warn({ err: err.message }, "as a message");
    logger.child({ req: { id: "r1" } }).error({ err }, "from a request");
    const log = text();
    for (const word of WORDS) expect(log).not.toContain(word);
    expect(log).toContain('"constraint":"refuse_every_row"');
    expect(log).toContain("23514");
    expect(log).toContain('insert into \\"questions\\"');
    expect(log).toContain("params: [not logged]");
  });

  it("are logged without values by the app's error handler, which answers a bare 500", async () => {
    const err = await refusedInsert();
    const { logger, text } = capturing();
    const res = { headersSent: false, status: (code: number) => ({ json: (body: unknown) => ({ code, body }) }) };
    createErrorHandler(logger)(err, {} as never, res as never, () => undefined);
    const log = text();
    expect(log).toContain("unhandled error");
    for (const word of WORDS) expect(log).not.toContain(word);
  });

  it("drop a data exception's message, which quotes the value it refused", async () => {
    const caught = await h.ctx.database.db.execute(sql`select ${WORDS[0]}::int`).catch((e: Error) => e);
    expect(caught).toBeInstanceOf(Error);
    const { logger, text } = capturing();
    logger.error({ err: caught }, "unhandled error");
    expect(text()).not.toContain(WORDS[0]);
    expect(text()).toContain("data exception 22P02");
  });

  it("log any other thrown value by its kind only", () => {
    const { logger, text } = capturing();
    logger.error({ err: { title: WORDS[0] } }, "unhandled promise rejection");
    expect(text()).not.toContain(WORDS[0]);
    expect(text()).toContain("a thrown object");
  });
});
