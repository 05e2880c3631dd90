// Writes tests/setup/durations.json, the seconds each test file took, from a vitest JSON report (`npm run
// test:durations` runs the suite and then this). The test sequencer runs the longest files first on a fresh clone
// (tests/setup/sequencer.ts; docs/architecture.md, "Tests"). Run it again when files come or go, or change much.
import fs from "node:fs";
import path from "node:path";
import { DURATIONS_FILE } from "../tests/setup/sequencer";

const report = process.argv[2];
if (!report) throw new Error("usage: tsx scripts/record-test-durations.ts <vitest JSON report>");
const { testResults } = JSON.parse(fs.readFileSync(report, "utf8")) as {
  testResults: { name: string; startTime: number; endTime: number }[];
};
const root = path.resolve(import.meta.dirname, "..");
const seconds = Object.fromEntries(
  testResults
    .map((file) => [path.relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);
fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files' durations written to ${path.relative(root, DURATIONS_FILE)}`);
