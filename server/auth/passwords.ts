import bcrypt from "bcrypt";
import type { User } from "@shared/schema";
import type { AppContext } from "../context";
import { findUserByEmail } from "./accounts.repo";

/** bcrypt's cost for every stored password (docs/decisions/014; measured and kept in docs/decisions/037). */
export const BCRYPT_COST = 12;

// Compared against when the e-mail is unknown, so both failures take the same time.
const DUMMY_HASH = bcrypt.hashSync("not-a-real-password", BCRYPT_COST);

/** The account this e-mail and password prove, or null; the same work whether or not the account exists. */
export async function authenticate(
  ctx: Pick<AppContext, "database">,
  input: { email: string; password: string },
): Promise<User | null> {
  const user = await findUserByEmail(ctx.database.db, input.email.toLowerCase());
  const ok = await bcrypt.compare(input.password, user?.password ?? DUMMY_HASH);
  return user && ok ? user : null;
}
