// The attorney application rendered with its calls answered, and the form filled in, shared by its tests
// (apply-attorney.test.tsx, apply-attorney-spanish.test.tsx).
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplyAttorneyPage } from "@/pages/apply-attorney";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

type User = ReturnType<typeof userEvent.setup>;

export function renderApply(signedIn: boolean, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({
    ...sessionHandlers(signedIn ? testUser : null),
    // Signed in, the page asks whether the account already has a profile: none yet.
    ...(signedIn ? { "GET /api/attorney/profile": () => jsonResponse(404, { message: "Not found" }) } : {}),
    ...extra,
  });
  const user = userEvent.setup();
  return { user, fetchMock, ...renderWithApp(<ApplyAttorneyPage />, { path: "/apply-attorney" }) };
}

export async function fillRequired(user: User, { withIdentity = true } = {}) {
  if (withIdentity) {
    await user.type(screen.getByLabelText("First Name"), "Atticus");
    await user.type(screen.getByLabelText("Last Name"), "Finch");
    await user.type(screen.getByLabelText("Email"), "atticus@example.com");
  }
  await user.type(screen.getByLabelText("License Number"), "TN-12345");
  await user.selectOptions(screen.getByLabelText("Practice State"), "Tennessee");
  await user.type(screen.getByLabelText("Years of Experience"), "12");
  await user.type(screen.getByLabelText("Law School"), "Vanderbilt Law School");
  await user.type(screen.getByLabelText("Graduation Year"), "2010");
  await user.type(screen.getByLabelText("Practice Areas"), "Family Law, Housing");
}
