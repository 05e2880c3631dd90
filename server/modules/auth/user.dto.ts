import type { PublicUser } from "@shared/api/types";
import type { User } from "@shared/schema";

/** The only shape of a user that leaves the server: never the password or token fields. */
export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    emailVerified: u.emailVerified,
    termsAcceptedAt: u.termsAcceptedAt ? u.termsAcceptedAt.toISOString() : null,
    tourCompletedAt: u.tourCompletedAt ? u.tourCompletedAt.toISOString() : null,
    locale: u.locale,
    discreetMail: u.discreetMail,
    createdAt: u.createdAt.toISOString(),
  };
}
