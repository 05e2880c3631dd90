import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The projects in the order their files start: the longest files first (docs/architecture.md, "Tests"). */
const PROJECT_ORDER = ["e2e", "server", "client-replacing-modules", "client"];

/**
 * The browser journeys start first, then the server's files, then the client's, all in one pool of workers: a file
 * started last is a short one, so the run does not end with one long file running alone on an idle machine. Within a
 * project, vitest's own order stands (the last run's durations where it has them, else the larger file first).
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);
    // (Array sort is stable: the base order stands within a project.)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
