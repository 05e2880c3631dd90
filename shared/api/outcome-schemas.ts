// The outcome figures' response bodies (docs/decisions/029), as zod schemas like those of schemas.ts.
import { z } from "zod";
import { legalAidResourceSchema, state, timestamp } from "./schemas";

const count = z.number().int().nonnegative();
const share = z.number().min(0).max(1).nullable().describe("0-1; null when there is nothing to count it over");
const hours = z.number().nonnegative().nullable().describe("Hours; null when nothing has happened to measure");

export const outcomeRowSchema = z.strictObject({
  key: z
    .string()
    .nullable()
    .describe(
      "The group: a week's Monday (YYYY-MM-DD), a month (YYYY-MM), a state code or a category id; null for questions with no state or no category",
    ),
  asked: count,
  answered: count,
  expired: count,
  withdrawn: count,
  closed: count,
  open: count,
  answeredShare: share.describe("Answered (answered or closed) among the finished; null with none finished"),
  medianHoursToClaim: hours,
  medianHoursToAnswer: hours,
  p90HoursToAnswer: hours,
  answeredWithin72hShare: share.describe("Answered within 72 hours of asking, among the finished"),
  helpfulShare: share.describe('"yes" among the askers who said whether the answer helped'),
  volunteers: count.describe("Approved attorneys who may answer the group's questions"),
});

export const outcomesSchema = z.strictObject({
  rows: z.array(outcomeRowSchema),
  volunteers: z.strictObject({
    approved: count,
    activeLast30Days: count.describe("Approved attorneys who claimed or answered a question in the last 30 days"),
    questionsPerActiveVolunteer: z
      .number()
      .nonnegative()
      .nullable()
      .describe("Questions asked in the last 30 days per active volunteer; null with none active"),
  }),
  backlog: z.strictObject({
    pending: count.describe("Questions waiting in the queue now"),
    waiting10Days: count,
    waiting25Days: count,
  }),
  asOf: timestamp.describe("When these figures were worked out: at most a minute before the request"),
});

export const expectationSchema = z.strictObject({
  state,
  sample: count.describe("Questions about the state asked 30 to 210 days ago"),
  answeredShare: share.describe("Null with fewer than 20 questions in the sample"),
  medianDaysToAnswer: z.number().nonnegative().nullable().describe("Null with fewer than 20 questions in the sample"),
  volunteers: count.describe("Approved attorneys with a verified license in the state"),
  resources: z
    .array(legalAidResourceSchema)
    .describe("The state's legal-aid services, then the national ones: where else to turn (docs/decisions/029)"),
});
