import type { LicenseDto, PendingLicenseDto } from "@shared/api/types";
import type { AttorneyLicense } from "@shared/schema";
import type { PendingLicense } from "./licenses.repo";

export const toLicenseDto = (l: AttorneyLicense): LicenseDto => ({
  id: l.id,
  state: l.state,
  licenseNumber: l.licenseNumber,
  status: l.status,
  verifiedAt: l.verifiedAt ? l.verifiedAt.toISOString() : null,
  createdAt: l.createdAt.toISOString(),
});

export const toPendingLicenseDto = (l: PendingLicense): PendingLicenseDto => ({
  ...toLicenseDto(l),
  attorney: {
    id: l.attorney.id,
    firstName: l.attorney.firstName,
    lastName: l.attorney.lastName,
    email: l.attorney.email,
  },
  duplicateLicense: l.duplicateLicense,
});
