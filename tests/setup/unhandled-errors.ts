import fs from "node:fs";
import path from "node:path";

/** Where a run writes each unhandled error it caught, whole, for the closing lines of `.ci/run` (docs/decisions/056). */
export const UNHANDLED_ERRORS_FILE = path.join("test-results", "unhandled-errors.txt");

/**
 * Vitest's own message when a test file's worker is closed while a console line of that file is still on its way to
 * the main process: the file's results are all in by then, and the line is lost. It is a known race in Vitest 4,
 * seen failing runs whose every test passed; nothing of ours is wrong when it happens.
 */
const LOST_CONSOLE_LINE = /^\[vitest-worker\]: Closing rpc while "onUserConsoleLog" was pending$/;

const STACK_LINES = 15;

interface UnhandledError {
  name?: string;
  message?: string;
  stack?: string;
  VITEST_TEST_PATH?: string;
  VITEST_TEST_NAME?: string;
}

/**
 * Vitest's `onUnhandledError`: writes the error down in full (a CI log shows only its last lines, and Vitest prints
 * a teardown error without its stack), then says whether it counts. Every unhandled error fails the run but the lost
 * console line above.
 */
export function countUnhandledError(error: UnhandledError, file = UNHANDLED_ERRORS_FILE): boolean {
  const counts = !(error.name === "EnvironmentTeardownError" && LOST_CONSOLE_LINE.test(error.message ?? ""));
  const where = [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(" > ") || "(no test file)";
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // (Its first lines: the message and where it was thrown, not the whole chain of frames inside libraries.)
  const told = (error.stack ?? `${error.name}: ${error.message}`).split("\n").slice(0, STACK_LINES).join("\n");
  fs.appendFileSync(file, `${counts ? "counted" : "not counted"}: ${where}\n${told}\n\n`);
  return counts;
}
