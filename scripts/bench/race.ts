import pg from "pg";
import { clientAddress, signIn } from "./server";

export interface RaceResult {
  attorneys: number;
  questions: number;
  requests: number;
  /** Per question: how many claims answered 200 (each must be exactly 1). */
  winsPerQuestion: number[];
  doubleClaims: number;
  /** Questions whose stored claimer is not the attorney whose claim answered 200. */
  mismatches: number;
  statusCounts: Record<string, number>;
  signInMs: number;
  raceMs: number;
}

function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    for (let item = items[next++]; item !== undefined; item = items[next++]) await work(item);
  });
  await Promise.all(workers);
}

/**
 * Every attorney claims every one of the questions at once (attorneys x questions requests, at most
 * `concurrency` in flight, sent question by question so each question's claims arrive together), then the
 * 200 answers are checked against what the database stored.
 */
export async function claimRace(opts: {
  origin: string;
  databaseUrl: string;
  attorneys: { email: string; password: string }[];
  questionIds: number[];
  concurrency: number;
}): Promise<RaceResult> {
  const signInStarted = Date.now();
  // Each attorney is a client of its own: its own session and its own address.
  const sessions: { email: string; cookie: string; ip: string }[] = [];
  await pool(
    opts.attorneys.map((a, i) => ({ ...a, ip: clientAddress(i) })),
    8,
    async (a) => {
      sessions.push({ email: a.email, ip: a.ip, cookie: await signIn(opts.origin, a.email, a.password, a.ip) });
    },
  );
  const signInMs = Date.now() - signInStarted;

  const attempts = opts.questionIds.flatMap((questionId) =>
    // A different attorney order for each question, so no attorney is always first in line.
    shuffled(sessions).map((s) => ({ questionId, s })),
  );
  const winners = new Map<number, string[]>();
  const statusCounts: Record<string, number> = {};
  const raceStarted = Date.now();
  await pool(attempts, opts.concurrency, async ({ questionId, s }) => {
    let status: string;
    try {
      const res = await fetch(`${opts.origin}/api/questions/${questionId}/claim`, {
        method: "POST",
        headers: { cookie: s.cookie, "x-forwarded-for": s.ip },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      status = String(res.status);
      if (res.status === 200) winners.set(questionId, [...(winners.get(questionId) ?? []), s.email]);
    } catch (err) {
      status = (err as Error).name;
    }
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  });
  const raceMs = Date.now() - raceStarted;

  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  let mismatches = 0;
  try {
    const { rows } = await client.query<{ id: number; status: string; email: string | null }>(
      `select q.id, q.status, u.email from questions q left join users u on u.id = q.claimed_by where q.id = any($1)`,
      [opts.questionIds],
    );
    for (const row of rows) {
      const won = winners.get(row.id) ?? [];
      if (row.status !== "claimed" || won.length !== 1 || won[0] !== row.email) mismatches++;
    }
  } finally {
    await client.end();
  }
  const winsPerQuestion = opts.questionIds.map((id) => winners.get(id)?.length ?? 0);
  return {
    attorneys: sessions.length,
    questions: opts.questionIds.length,
    requests: attempts.length,
    winsPerQuestion,
    doubleClaims: winsPerQuestion.filter((n) => n > 1).length,
    mismatches,
    statusCounts,
    signInMs,
    raceMs,
  };
}
