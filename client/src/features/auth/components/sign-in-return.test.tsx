// docs/decisions/054: a signed-out visitor who opened a signed-in screen comes back to it once signed in.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { returnPathIn, signInReturningTo } from "@/lib/return-to";
import { LoginPage } from "@/pages/login";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the screen to come back to", () => {
  it("rides in Sign In's address, with its own query", () => {
    expect(signInReturningTo("/question/12")).toBe("/login?next=%2Fquestion%2F12");
    expect(signInReturningTo("/question-queue?category=3")).toBe("/login?next=%2Fquestion-queue%3Fcategory%3D3");
    expect(returnPathIn("next=%2Fquestion-queue%3Fcategory%3D3")).toBe("/question-queue?category=3");
    expect(signInReturningTo("/")).toBe("/login");
  });

  it("is a path of this site only", () => {
    for (const next of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      // A browser drops a tab or a newline: these would become //evil.example.
      "/\t/evil.example",
      "/\n/evil.example",
      "/api/auth/user",
      "/API/auth/user",
      "/login",
      "/LOGIN",
      "/login/?next=%2Fdashboard",
      "",
    ]) {
      expect(returnPathIn(new URLSearchParams({ next }).toString()), next).toBeUndefined();
    }
    expect(returnPathIn("")).toBeUndefined();
  });
});

describe("signing in from a screen opened signed out", () => {
  it("lands on that screen, not on Home", async () => {
    let signedIn = false;
    mockFetch({
      ...sessionHandlers(null),
      "GET /api/auth/user": () =>
        signedIn ? jsonResponse(200, testUser) : jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/auth/login": () => {
        signedIn = true;
        return jsonResponse(200, testUser);
      },
    });
    const user = userEvent.setup();
    const { location } = renderWithApp(<LoginPage />, { path: "/login?next=%2Fquestion%2F12" });
    await user.type(await screen.findByLabelText("Email"), testUser.email);
    await user.type(screen.getByLabelText("Password"), "correct-horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/question/12"));
  });
});
