import type { AttorneyProfileDto, ReviewedAttorneyDto } from "@shared/api/types";
import type { Attorney } from "@shared/schema";
import type { ReviewedAttorney } from "./attorneys.repo";

/** The profile as the applicant and admins see it; the linked account id stays on the server. */
export function toAttorneyProfileDto(a: Attorney, emailVerified: boolean): AttorneyProfileDto {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    licenseNumber: a.licenseNumber,
    bprNumber: a.bprNumber,
    practiceState: a.practiceState,
    yearsExperience: a.yearsExperience,
    lawSchool: a.lawSchool,
    graduationYear: a.graduationYear,
    practiceAreas: a.practiceAreas,
    specializations: a.specializations,
    isApproved: a.isApproved,
    emailVerified,
    approvedAt: a.approvedAt ? a.approvedAt.toISOString() : null,
    revokedAt: a.revokedAt ? a.revokedAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * For admins: `emailVerified` is the linked account's (false when none), `addressConfirmed` also counts the
 * signed-out application's own confirmation (docs/decisions/014, 033), and
 * `duplicateLicense` says another attorney has the same license. The applicant's own profile carries neither flag
 * of someone else's: whether a number is taken is not theirs to test.
 */
export const toReviewedAttorneyDto = (r: ReviewedAttorney): ReviewedAttorneyDto => ({
  ...toAttorneyProfileDto(r.attorney, r.emailVerified),
  duplicateLicense: r.duplicateLicense,
  addressConfirmed: r.addressConfirmed,
});
