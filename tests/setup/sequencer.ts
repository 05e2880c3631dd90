import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each test file took in a recorded run, keyed by its path (`npm run test:durations` writes it). */
export const DURATIONS_FILE = path.join(import.meta.dirname, "durations.json");

/**
 * Runs the longest files first, so a run does not end on one long file while the other workers sit idle
 * (docs/architecture.md, "Tests"). Vitest's own order takes the larger file first on a fresh clone, where it has
 * no timings yet: the malformed-input runs, a short file that runs for 45 s, started last and ran alone for half a
 * minute. A file's time is vitest's from this checkout's last run, else the recorded one; a file with neither (a new
 * one) goes first, as in vitest's own order. Groups keep their order, and a project's files stay together, so a worker
 * that shares its loaded modules between files (`isolate: false`) is not torn down to run another project's file; the
 * project with the longest file goes first.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[], recorded = readDurations()): Promise<TestSpecification[]> {
    const seconds = new Map<TestSpecification, number>();
    for (const file of files) {
      const relative = path.relative(this.ctx.config.root, file.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative}`)?.duration;
      seconds.set(file, cached !== undefined ? cached / 1000 : (recorded[relative] ?? Infinity));
    }
    const longest = new Map<string, number>();
    for (const [file, s] of seconds) longest.set(file.project.name, Math.max(s, longest.get(file.project.name) ?? 0));
    const groupOrder = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return [...files].sort(
      (a, b) =>
        groupOrder(a) - groupOrder(b) ||
        longest.get(b.project.name)! - longest.get(a.project.name)! ||
        a.project.name.localeCompare(b.project.name) ||
        seconds.get(b)! - seconds.get(a)!,
    );
  }
}

function readDurations(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}
