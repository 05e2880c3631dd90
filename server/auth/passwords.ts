import crypto from "node:crypto";
import bcrypt from "bcrypt";
import type { User } from "@shared/schema";
import { BCRYPT_COST, type Config } from "../config";
import type { AppContext } from "../context";
import { findUserByEmail } from "./accounts.repo";

// Compared against when the e-mail is unknown, so both failures take the same time: a hash at BCRYPT_COST of random
// bytes nobody kept. Written out rather than made at start-up, which held every process for one hash (210 ms).
export const DUMMY_HASH = "$2b$12$RM.H.gW2KKgoJKbzQzcKbeSfNO5mYHpo2smEcEgWNQ715GsGdd2uO";

// A test's app stores passwords at a lower cost (docs/decisions/043); its unknown e-mails are checked against a hash
// of that cost, made once, so the two failures still take the same time there too.
const dummyHashes = new Map<number, string>([[BCRYPT_COST, DUMMY_HASH]]);
export function dummyHashAt(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hashSync(crypto.randomBytes(16).toString("hex"), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** The hash stored for a new password, at the configured cost (BCRYPT_COST outside tests). */
export const hashPassword = (config: Pick<Config, "passwordHashCost">, password: string): Promise<string> =>
  bcrypt.hash(password, config.passwordHashCost);

/** The account this e-mail and password prove, or null; the same work whether or not the account exists. */
export async function authenticate(
  ctx: Pick<AppContext, "database" | "config">,
  input: { email: string; password: string },
): Promise<User | null> {
  const user = await findUserByEmail(ctx.database.db, input.email.toLowerCase());
  const ok = await bcrypt.compare(input.password, user?.password ?? dummyHashAt(ctx.config.passwordHashCost));
  return user && ok ? user : null;
}
