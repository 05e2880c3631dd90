import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Role } from "@shared/api/types";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { initialRoleView, RoleViewProvider, useRoleView } from "@/lib/role-view";
import { mockFetch, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("initialRoleView", () => {
  it.each<[Role[], Role]>([
    [["user"], "user"],
    [["user", "attorney"], "attorney"],
    [["user", "admin"], "user"],
    [["user", "attorney", "admin"], "user"],
  ])("%j starts in the %s view", (roles, view) => {
    expect(initialRoleView(roles)).toBe(view);
  });
});

function renderRoleView(roles: Role[], path = "/") {
  mockFetch(sessionHandlers(testUser, roles));
  const client = createQueryClient();
  const location = memoryLocation({ path });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>
      <QueryClientProvider client={client}>
        <RoleViewProvider>{children}</RoleViewProvider>
      </QueryClientProvider>
    </Router>
  );
  return { ...renderHook(() => ({ ...useRoleView(), navigate: useLocation()[1] }), { wrapper }), location };
}

describe("RoleViewProvider", () => {
  it("switches an attorney (not admin) to the attorney view once roles load", async () => {
    const { result } = renderRoleView(["user", "attorney"]);
    expect(result.current.view).toBe("user");
    await waitFor(() => expect(result.current.view).toBe("attorney"));
  });

  it("keeps an attorney who is also admin in the user view, and lets them pick any held role", async () => {
    const { result } = renderRoleView(["user", "attorney", "admin"]);
    await waitFor(() => expect(result.current.roles).toEqual(["user", "attorney", "admin"]));
    expect(result.current.view).toBe("user");
    act(() => result.current.setView("admin"));
    expect(result.current.view).toBe("admin");
    act(() => result.current.setView("attorney"));
    expect(result.current.view).toBe("attorney");
  });

  it("ignores a role the user does not hold", async () => {
    const { result } = renderRoleView(["user"]);
    await waitFor(() => expect(result.current.roles).toEqual(["user"]));
    act(() => result.current.setView("admin"));
    expect(result.current.view).toBe("user");
  });

  it("does not undo a manual choice when roles are already loaded", async () => {
    const { result } = renderRoleView(["user", "attorney"]);
    await waitFor(() => expect(result.current.view).toBe("attorney"));
    act(() => result.current.setView("user"));
    expect(result.current.view).toBe("user");
  });
});

// docs/decisions/025: the role view holds.
describe("RoleViewProvider: the chosen view holds", () => {
  it("keeps the chosen view across a reload, for this account", async () => {
    const first = renderRoleView(["user", "attorney", "admin"]);
    await waitFor(() => expect(first.result.current.roles).toContain("admin"));
    act(() => first.result.current.setView("admin"));
    first.unmount();
    const again = renderRoleView(["user", "attorney", "admin"]);
    await waitFor(() => expect(again.result.current.roles).toContain("admin"));
    expect(again.result.current.view).toBe("admin");
  });

  it("ignores a stored view whose role the account no longer holds", async () => {
    localStorage.setItem(`clearcounsel_role_view:${testUser.id}`, "admin");
    const { result } = renderRoleView(["user", "attorney"]);
    await waitFor(() => expect(result.current.view).toBe("attorney"));
  });

  it.each<[string, Role[], Role]>([
    ["/admin", ["user", "attorney", "admin"], "admin"],
    ["/attorney", ["user", "attorney", "admin"], "attorney"],
    ["/question-queue", ["user", "attorney", "admin"], "attorney"],
    ["/attorney", ["user"], "user"],
    ["/admin", ["user", "attorney"], "attorney"],
  ])("opening %s directly with roles %j opens the %s view", async (path, roles, view) => {
    const { result } = renderRoleView(roles, path);
    await waitFor(() => expect(result.current.roles).toEqual(roles));
    await waitFor(() => expect(result.current.view).toBe(view));
  });

  it("switches when the user moves to a screen of another view they hold", async () => {
    const { result } = renderRoleView(["user", "attorney", "admin"]);
    await waitFor(() => expect(result.current.roles).toContain("admin"));
    expect(result.current.view).toBe("user");
    act(() => result.current.navigate("/admin"));
    await waitFor(() => expect(result.current.view).toBe("admin"));
    expect(localStorage.getItem(`clearcounsel_role_view:${testUser.id}`)).toBe("admin");
  });
});
