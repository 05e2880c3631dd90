import bcrypt from "bcrypt";
import type { User } from "@shared/schema";
import type { AppContext } from "../context";
import { findUserByEmail } from "./accounts.repo";

/** bcrypt's cost for every stored password (docs/decisions/014; measured and kept in docs/decisions/037). */
export const BCRYPT_COST = 12;

// Compared against when the e-mail is unknown, so both failures take the same time: a hash at BCRYPT_COST of random
// bytes nobody kept. Written out rather than made at start-up, which held every process for one hash (210 ms).
export const DUMMY_HASH = "$2b$12$RM.H.gW2KKgoJKbzQzcKbeSfNO5mYHpo2smEcEgWNQ715GsGdd2uO";

/** The account this e-mail and password prove, or null; the same work whether or not the account exists. */
export async function authenticate(
  ctx: Pick<AppContext, "database">,
  input: { email: string; password: string },
): Promise<User | null> {
  const user = await findUserByEmail(ctx.database.db, input.email.toLowerCase());
  const ok = await bcrypt.compare(input.password, user?.password ?? DUMMY_HASH);
  return user && ok ? user : null;
}
