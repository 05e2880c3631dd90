import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LoginPage } from "@/pages/login";
import { mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

/** The Sign In page, signed out, over this fetch table. */
export function renderLogin(extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(null), ...extra });
  const user = userEvent.setup();
  const view = renderWithApp(<LoginPage />, { path: "/login" });
  return { user, fetchMock, ...view };
}

export async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}
