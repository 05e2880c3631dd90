import { z } from "zod";
import { AUDIT_ACTIONS } from "../schema/audit";
import { blankIsAbsent, pageLimitOf } from "./query";

// docs/decisions/022: deleting an account is proven by its password.
export const PASSWORD_TO_DELETE = "Please enter your password to delete your account";
export const deleteAccountSchema = z.object({
  password: z.string({ error: PASSWORD_TO_DELETE }).min(1, PASSWORD_TO_DELETE).max(1_000, PASSWORD_TO_DELETE),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

// docs/decisions/034: discreet e-mail, on or off.
export const discreetMailSchema = z.object({
  discreetMail: z.boolean({ error: "Please choose whether your e-mail should be discreet" }),
});

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

// Plain decimal digits only (as for every id in a query string), within what a JS number holds exactly.
const auditId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message));

const auditTime = (message: string) => z.iso.datetime({ offset: true, error: message }).transform((v) => new Date(v));

/**
 * GET /api/admin/audit: newest first, `before` the id of the previous page's last entry. `person` is part of a staff
 * member's name, `from` and `to` (exclusive) bound the time (docs/decisions/033). An empty filter is no filter.
 */
export const auditQuerySchema = z.object({
  questionId: blankIsAbsent(
    auditId("Invalid question id").pipe(z.number().max(2_147_483_647, "Invalid question id")).optional(),
  ),
  actorId: blankIsAbsent(z.uuid({ error: "Invalid actor id" }).optional()),
  person: blankIsAbsent(
    z
      .string({ error: "Enter part of a name" })
      .trim()
      .min(1, "Enter part of a name")
      .max(100, "Enter at most 100 characters of a name")
      .optional(),
  ),
  action: blankIsAbsent(z.enum(AUDIT_ACTIONS, { error: "Invalid action" }).optional()),
  from: blankIsAbsent(auditTime("Invalid start time").optional()),
  to: blankIsAbsent(auditTime("Invalid end time").optional()),
  before: blankIsAbsent(auditId("Invalid cursor").optional()),
  limit: blankIsAbsent(pageLimitOf(AUDIT_PAGE_MAX, AUDIT_PAGE_DEFAULT)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
