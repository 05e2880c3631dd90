import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Role } from "@shared/api/types";
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

function renderRoleView(roles: Role[]) {
  mockFetch(sessionHandlers(testUser, roles));
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <RoleViewProvider>{children}</RoleViewProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useRoleView(), { wrapper });
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
