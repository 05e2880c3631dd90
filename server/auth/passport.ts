import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { User, User as UserRow } from "@shared/schema";
import type { AppContext } from "../context";
import { rememberAttorney } from "./actor";
import { findUserWithAttorney } from "./accounts.repo";
import { authenticate } from "./passwords";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user is the full users row, server-side only.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

/** One Passport per app, so apps built side by side (tests) never share strategies. */
export function createPassport(ctx: AppContext) {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: "email", passwordField: "password" }, (email, password, done) => {
      authenticate(ctx, { email, password }).then((user) => done(null, user ?? false), done);
    }),
  );
  passport.serializeUser((user, done) => done(null, (user as User).id));
  passport.deserializeUser((id: string, done) => {
    // A session whose user was deleted is treated as signed out. The attorney profile comes in the same
    // statement, since nearly every signed-in request checks a policy that needs it.
    findUserWithAttorney(ctx.database.db, id).then((row) => {
      if (!row) return done(null, false);
      rememberAttorney(row.user, row.attorney);
      done(null, row.user);
    }, done);
  });
  return passport;
}
