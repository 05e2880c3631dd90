import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import { TWO_FACTOR_REQUIRED } from "@shared/api/messages";
import { TwoFactorGate } from "@/components/layout/two-factor-gate";
import { apiJson } from "@/lib/api-client";
import { authRolesQueryKey, useRoles } from "@/lib/auth";
import { SecurityPage } from "@/pages/security";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function AdminProbe() {
  const query = useQuery({
    queryKey: ["/api/admin/applications"],
    queryFn: () => apiJson("GET", "/api/admin/applications"),
    retry: false,
  });
  return (
    <>
      <h1>Admin Panel</h1>
      {query.isError && <p>Refused</p>}
    </>
  );
}

function RolesProbe() {
  useRoles();
  return <h1>Home</h1>;
}

function renderAt(
  path: string,
  adminAnswer: () => Response,
  roles: Record<string, unknown> = {},
  passkeys: unknown[] = [],
) {
  mockFetch({
    ...sessionHandlers(testUser, ["user", "admin"]),
    ...(Object.keys(roles).length > 0
      ? { "GET /api/auth/user/roles": () => jsonResponse(200, { roles: ["user", "admin"], ...roles }) }
      : {}),
    "GET /api/admin/applications": adminAnswer,
    "GET /api/auth/2fa": () => jsonResponse(200, { enabled: false, recoveryCodesLeft: 0 }),
    "GET /api/auth/passkeys": () => jsonResponse(200, passkeys),
  });
  return renderWithApp(
    <>
      <TwoFactorGate />
      <Switch>
        <Route path="/settings/security" component={SecurityPage} />
        <Route path="/admin" component={AdminProbe} />
        <Route component={RolesProbe} />
      </Switch>
    </>,
    { path },
  );
}

describe("REQUIRE_2FA_ROLES (docs/decisions/031)", () => {
  it("a 403 asking for two-step sign-in leads once to the security screen, which says why", async () => {
    const { location } = renderAt("/admin", () => jsonResponse(403, { message: TWO_FACTOR_REQUIRED }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-in and security" })).toHaveFocus();
    expect(location.history.at(-1)).toBe("/settings/security");
    expect(screen.getByText("Your role needs two-step sign-in. Turn it on below to continue.")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Turn on" })).toBeInTheDocument();

    // Going elsewhere afterwards is the person's call: nothing pulls them back until something refuses again.
    act(() => location.navigate("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/");
  });

  it("a role that waits for two-step sign-in leads to the security screen as soon as the roles load", async () => {
    const { location, unmount } = renderAt("/", () => jsonResponse(200, []), { twoFactorMissing: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-in and security" })).toHaveFocus();
    expect(location.history.at(-1)).toBe("/settings/security");
    unmount();
    vi.unstubAllGlobals();

    // A reload of the person's own page, in the same tab and sign-in: the roles say the same, and it stays there.
    const again = renderAt("/dashboard", () => jsonResponse(200, []), { twoFactorMissing: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    // The roles' answer is in (a lead would come with it), and the gate has had its turn.
    await waitFor(() => expect(again.queryClient.getQueryData(authRolesQueryKey)).toBeDefined());
    await act(() => Promise.resolve());
    expect(again.location.history.at(-1)).toBe("/dashboard");
  });

  it("with a passkey already, says to sign in again with it: this session cannot add another", async () => {
    const passkey = { id: "cred", name: "Work laptop", createdAt: "2026-11-01T10:00:00.000Z", lastUsedAt: null };
    renderAt("/admin", () => jsonResponse(403, { message: TWO_FACTOR_REQUIRED }), {}, [passkey]);
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-in and security" })).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Your role needs two-step sign-in, and you signed in with your password alone. Log out, then sign in again with your passkey or your authenticator app to continue.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Your role needs two-step sign-in. Turn it on below to continue.")).toBeNull();
  });

  it("any other 403 stays on its screen", async () => {
    const { location } = renderAt("/admin", () => jsonResponse(403, { message: "Forbidden" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    // The refusal has been answered (the error is on screen) and the gate has had its turn: still here.
    expect(await screen.findByText("Refused")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/admin");
  });
});
