import bcrypt from "bcrypt";
import pg from "pg";
import { onlyRow } from "../../server/db/rows";
import { STATE_CODES } from "../../shared/states";

export const PASSWORD = "bench-password-123";
/**
 * `BENCH_SCALE=10`: the same shape with ten times the askers, questions (a million: ten years of a national service)
 * and audit entries; the attorneys, the categories and the states stay as they are.
 */
export const SCALE = (() => {
  const scale = Number(process.env.BENCH_SCALE ?? "1");
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`BENCH_SCALE must be a whole number from 1: ${scale}`);
  return scale;
})();
export const ASKERS = 9_800 * SCALE;
export const ATTORNEYS = 200;
export const QUESTIONS = 100_000 * SCALE;
export const APPLICATIONS = 40;
/** The outcome rows (docs/decisions/029) are spread over this many days before the bench's today, UTC. */
export const OUTCOME_DAYS = 730;
/** Audit log entries (docs/decisions/022), for the page read over a long log. */
export const AUDIT_ENTRIES = 1_000_000 * SCALE;
const CATEGORIES = 12;

/** Accounts the bench signs in as (each many times: one session per connection). */
export const ACCOUNTS = {
  reader: "user1@bench.local",
  submitter: "user2@bench.local",
  queueAttorney: "attorney1@bench.local",
  claimAttorney: "attorney2@bench.local",
  // Same two states as attorney1 (licenses follow the attorney number mod 51), with a 200-name conflict list;
  // attorney1's list is empty, so the two queue rows differ only by the conflict flag.
  conflictAttorney: "attorney52@bench.local",
  // An admin: reads a question's detail (each read recorded on the audit log) and pages the log.
  admin: "user3@bench.local",
};
/** Attorney n holds 1-3 verified licenses: states n-1, n+16 and n+33 (mod 51), as many as n mod 3 + 1. */
export const benchStatesOf = (n: number) =>
  Array.from({ length: (n % 3) + 1 }, (_, k) => STATE_CODES[(n - 1 + k * 17) % 51]!);
/**
 * The export row's people, one per connection: askers 4 to 53, who (like every asker up to 200: the seed's
 * 10,000 groups of ten questions wrap around 9,800 askers) have asked 20 questions each.
 */
export const exporterEmail = (n: number) => `user${4 + n}@bench.local`;
export const attorneyEmail = (n: number) => `attorney${n}@bench.local`;
/** The accounts whose sign-in is measured hold a cost-12 hash, as every real account does. */
export const LOGIN_ACCOUNTS = 50;
export const loginEmail = (n: number) => `user${100 + n}@bench.local`;

export interface SeedCounts {
  users: number;
  attorneys: number;
  pendingApplications: number;
  questions: number;
  pending: number;
  answers: number;
  followUps: number;
  auditEvents: number;
  outcomes: number;
  /** The outcome rows' first and last asking day. */
  outcomeDays: { from: string; to: string };
  ms: number;
}

const TITLES = [
  "My landlord kept my security deposit",
  "Can my employer cut my hours without notice",
  "How is child support calculated after a move",
  "A debt collector keeps calling my workplace",
  "Do I need a will if I only own a car",
  "The contractor left the job half finished",
  "What happens at a first court date for a DUI",
  "My visa renewal is late, can I keep working",
];
const BODY =
  "I want to understand my options before I do anything. The other side says I have no case, " +
  "but the paperwork I signed says something different, and I have kept every message. ";

/**
 * 10,000 users (9,800 askers and 200 attorneys), 200 approved attorney profiles and 40 pending applications,
 * 100,000 questions over 12 categories (half pending; of the rest half claimed and half answered, with
 * answers and follow-ups) with their outcome rows spread over two years, all through set-based SQL: one
 * statement per table.
 *
 * docs/decisions/018's shape: 60% of questions name one of the 51 jurisdictions (the rest, like questions asked before
 * states existed, none); a third carry a deadline 0-44 days ahead; a fifth name another party. Each attorney holds
 * 1-3 verified licenses and a conflict list of up to 200 names, some of which match parties.
 *
 * Statuses, categories and owners follow the question number so the benchmark can find what it needs, and
 * are spread so that every asker, category and attorney has a mix of statuses.
 */
export async function seed(url: string): Promise<SeedCounts> {
  const started = Date.now();
  // bcrypt once in JS: cost 12 for the accounts whose sign-in is measured, cost 4 for the rest, which the bench
  // signs in hundreds of times (bcrypt reads the cost from the hash, so the app checks both the same way).
  const [realHash, cheapHash] = await Promise.all([bcrypt.hash(PASSWORD, 12), bcrypt.hash(PASSWORD, 4)]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into users (email, password, first_name, last_name, email_verified, terms_accepted_at, created_at, updated_at)
       select 'user' || g || '@bench.local', $1, 'Asker' || g, 'Person' || g, true,
              now() - interval '100 days', now() - interval '100 days', now() - interval '100 days'
       from generate_series(1, $2::int) g
       union all
       select 'attorney' || g || '@bench.local', $1, 'Counsel' || g, 'Lawyer' || g, true,
              now() - interval '100 days', now() - interval '100 days', now() - interval '100 days'
       from generate_series(1, $3::int) g`,
      [cheapHash, ASKERS, ATTORNEYS],
    );
    await client.query("update users set password = $1 where email = any($2)", [
      realHash,
      Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => loginEmail(i + 1)),
    ]);
    await client.query(
      `insert into attorneys (user_id, first_name, last_name, email, license_number, practice_state, years_experience,
                              law_school, graduation_year, practice_areas, is_approved, approved_at, created_at)
       select u.id, u.first_name, u.last_name, u.email, 'BENCH-' || u.id, 'TN', 10, 'Bench Law School', 2012,
              'Family Law, Housing', true, now() - interval '90 days', now() - interval '95 days'
       from users u where u.email like 'attorney%@bench.local'
       union all
       select null, 'Applicant', 'Number' || g, 'applicant' || g || '@bench.local', 'APP-' || g, 'TN', 3,
              'Bench Law School', 2020, 'Employment Law', false, null, now() - g * interval '1 hour'
       from generate_series(1, $1::int) g`,
      [APPLICATIONS],
    );
    await client.query(
      `insert into attorney_licenses (attorney_id, state, license_number, status, verified_at, created_at)
       select a.id, ($1::text[])[((a.n - 1 + k * 17) % 51) + 1], 'BENCH-' || a.id || '-' || k, 'verified',
              now() - interval '90 days', now() - interval '95 days'
       from (select id, substring(email from '^attorney([0-9]+)@')::int as n from attorneys
             where email like 'attorney%@bench.local') a
       cross join lateral generate_series(0, a.n % 3) k`,
      [STATE_CODES],
    );
    // Question g: asked by asker ((g-1)/10 mod 9800)+1 (ten in a row each), category (g/2 mod 12)+1, pending
    // when g is even, else claimed (g = 1 mod 4) or answered (g = 3 mod 4) by attorney ((g-1)/2 mod 200)+1.
    // One question a minute up to half a day before the run (70 days at scale 1), so ids grow with time as the
    // queue's ordering assumes.
    // Owners are picked from arrays built once (uncorrelated subqueries run once), so the plan cannot turn into
    // a nested loop over users on stale statistics.
    await client.query(
      `with q as (select g, case when g % 2 = 0 then 'pending' when g % 4 = 1 then 'claimed' else 'answered' end as status,
                         now() - ($1::int + 800) * interval '1 minute' + g * interval '1 minute' as created
                  from generate_series(1, $1::int) g)
       insert into questions (id, user_id, category_id, title, content, is_anonymous, status, claimed_by, claimed_at,
                              claim_expires_at, answered_at, last_activity_at, created_at, updated_at, state, deadline,
                              deadline_type, opposing_parties)
       select q.g,
              (select array_agg(id order by substring(email from '^user([0-9]+)@')::int) from users
                where email like 'user%@bench.local')[((q.g - 1) / 10) % $5::int + 1],
              (q.g / 2) % $2::int + 1, ($3::text[])[q.g % 8 + 1] || ' (#' || q.g || ')',
              repeat($4::text, 2 + q.g % 6) || 'Reference ' || q.g || '.', q.g % 5 = 0, q.status,
              case when q.status <> 'pending' then
                (select array_agg(id order by substring(email from '^attorney([0-9]+)@')::int) from users
                  where email like 'attorney%@bench.local')[((q.g - 1) / 2) % $6::int + 1] end,
              case when q.status <> 'pending' then q.created + interval '2 hours' end,
              -- Every hold still running (the timed sweeps are measured on rows of their own: sweeps.ts).
              case when q.status = 'claimed' then now() + interval '72 hours' end,
              case when q.status = 'answered' then q.created + interval '1 day' end,
              case when q.status = 'answered' then q.created + interval '1 day 2 hours' end,
              q.created, q.created,
              case when q.g % 10 >= 4 then ($7::text[])[q.g % 51 + 1] end,
              case when q.g % 3 = 0 then current_date + (q.g % 45)::int end,
              case when q.g % 3 = 0 then (array['court_date', 'filing_deadline', 'other'])[(q.g / 3) % 3 + 1] end,
              case when q.g % 5 = 1 then array[substr(md5((q.g % 20000)::text), 1, 10)] else '{}'::text[] end
       from q`,
      [QUESTIONS, CATEGORIES, TITLES, BODY, ASKERS, ATTORNEYS, STATE_CODES],
    );
    await client.query("select setval(pg_get_serial_sequence('questions', 'id'), $1::int)", [QUESTIONS]);
    // Conflicts (docs/decisions/018): the parties' keys, the attorneys' lists (names from the same pool, so about one
    // in five matches a party), and the flags worked out once, as saving each list would.
    await client.query(
      `insert into question_parties (question_id, position, key)
       select id, 1, conflict_key(opposing_parties[1]) from questions where cardinality(opposing_parties) > 0`,
    );
    await client.query(
      `insert into attorney_conflicts (user_id, position, name, key)
       select u.id, k, substr(md5((u.n * 100 + k)::text), 1, 10), conflict_key(substr(md5((u.n * 100 + k)::text), 1, 10))
       from (select id, substring(email from '^attorney([0-9]+)@')::int as n from users
             where email like 'attorney%@bench.local') u
       cross join lateral generate_series(1, case when u.n = 1 then 0 when u.n = 52 then 200
                                                  else (u.n * 37) % 200 + 1 end) k`,
    );
    await client.query("select set_config('pg_trgm.similarity_threshold', '0.6', true)");
    await client.query(
      `insert into conflict_flags (user_id, question_id)
       select distinct c.user_id, qp.question_id
       from attorney_conflicts c
       join question_parties qp on qp.key % c.key and similarity(qp.key, c.key) >= 0.6
       join questions q on q.id = qp.question_id and q.status in ('pending', 'claimed')`,
    );
    await client.query(
      `insert into answers (question_id, attorney_id, content, include_disclaimer, created_at, updated_at)
       select id, claimed_by, repeat('In general, the law in most states gives you these options. ', 6), true,
              answered_at, answered_at
       from questions where status = 'answered'`,
    );
    // Every answered question has the asker's follow-up; one in four also the attorney's reply; one in four
    // claimed questions has an asker's follow-up waiting.
    await client.query(
      `insert into follow_ups (question_id, user_id, content, created_at)
       select id, user_id, 'Thank you. One more detail: the lease ends next month.', answered_at + interval '1 hour'
       from questions where status = 'answered'
       union all
       select id, claimed_by, 'That detail does not change the answer; keep copies of everything.', answered_at + interval '2 hours'
       from questions where status = 'answered' and id % 8 = 3
       union all
       select id, user_id, 'Is there anything I should do before you answer?', claimed_at + interval '1 hour'
       from questions where status = 'claimed' and id % 8 = 1
       order by 4`,
    );
    // The outcome figures over two years (docs/decisions/029): the trigger wrote one row per question, asked within
    // the 70 days above. Their asking days are spread over OUTCOME_DAYS before today (UTC), so a year holds half of
    // them, and each gets how it ended: most finished (answered, closed, expired, withdrawn), those of the last four
    // weeks often still open; times to the first claim and the answer from minutes to days, skewed short. Only a
    // row of an answered question is closed with the asker's "Did this answer help?": the bench claims pending
    // questions, and the trigger's update would then meet the check that only a closed row holds one.
    await client.query(
      `update question_outcomes o set
         asked_on = (now() at time zone 'UTC')::date - d.age,
         outcome = d.outcome,
         first_claim_seconds = case when d.outcome in ('answered', 'closed') or (d.outcome <> 'open' and d.u % 3 = 0)
                                 then 300 + (o.question_id * 31 % 97) * (o.question_id * 31 % 97) * 30 end,
         answer_seconds = case when d.outcome in ('answered', 'closed')
                            then 900 + (o.question_id * 31 % 97) * (o.question_id * 31 % 97) * 30
                                 + (o.question_id * 17 % 89) * (o.question_id * 17 % 89) * 40 end,
         helpful = case when d.outcome = 'closed' and d.u % 5 <> 0
                     then (array['yes', 'yes', 'partly', 'no'])[d.u % 4 + 1] end
       from (select question_id, g.age, g.u,
                    case when g.age < 28 and g.u < 400 then 'open'
                         when q.status = 'answered' and g.u < 750 then 'closed'
                         when g.u < 600 then 'answered'
                         when g.u < 900 then 'expired'
                         else 'withdrawn' end as outcome
             from question_outcomes x
             join questions q on q.id = x.question_id
             cross join lateral (select (x.question_id::bigint * 7919 % $1::int)::int as age,
                                        (x.question_id::bigint * 104729 % 1000)::int as u) g) d
       where o.question_id = d.question_id`,
      [OUTCOME_DAYS],
    );
    await client.query("update users set role = 'admin' where email = $1", [ACCOUNTS.admin]);
    // A long audit log: reads of questions by the attorneys, one every 5 seconds, up to 12 days before the run.
    await client.query(
      `insert into audit_events (at, action, actor_id, question_id, subject_user_id)
       select now() - interval '12 days' - $1::int * interval '5 seconds' + g * interval '5 seconds', 'question.viewed',
              (select array_agg(id order by id) from users where email like 'attorney%@bench.local')[g % $2::int + 1],
              g % $3::int + 1, null
       from generate_series(1, $1::int) g`,
      [AUDIT_ENTRIES, ATTORNEYS, QUESTIONS],
    );
    await client.query("commit");
    // A live database has been vacuumed and checkpointed since most of its rows were written. Without this the
    // first measured runs pay for setting hint bits, autovacuum and a checkpoint of the seed's WAL.
    await client.query("vacuum (analyze)");
    await client.query("checkpoint");
    const counts = await client.query<
      Record<Exclude<keyof SeedCounts, "ms" | "outcomeDays"> | "outcomesFrom" | "outcomesTo", string>
    >(
      `select (select count(*) from users) as users,
              (select count(*) from attorneys where is_approved) as attorneys,
              (select count(*) from attorneys where not is_approved) as "pendingApplications",
              (select count(*) from questions) as questions,
              (select count(*) from questions where status = 'pending') as pending,
              (select count(*) from answers) as answers,
              (select count(*) from follow_ups) as "followUps",
              (select count(*) from audit_events) as "auditEvents",
              (select count(*) from question_outcomes) as outcomes,
              (select min(asked_on)::text from question_outcomes) as "outcomesFrom",
              (select max(asked_on)::text from question_outcomes) as "outcomesTo"`,
    );
    const row = onlyRow(counts.rows, "counts");
    return {
      users: Number(row.users),
      attorneys: Number(row.attorneys),
      pendingApplications: Number(row.pendingApplications),
      questions: Number(row.questions),
      pending: Number(row.pending),
      answers: Number(row.answers),
      followUps: Number(row.followUps),
      auditEvents: Number(row.auditEvents),
      outcomes: Number(row.outcomes),
      outcomeDays: { from: row.outcomesFrom, to: row.outcomesTo },
      ms: Date.now() - started,
    };
  } catch (err) {
    await client.query("rollback").catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
