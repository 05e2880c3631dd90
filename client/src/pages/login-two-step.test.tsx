// docs/decisions/031: the code step of signing in, after a right password.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, lastBody, testUser, toastRegion } from "@/test/render";
import { fillAndSubmit, renderLogin } from "@/pages/login.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginPage: two-step sign-in (docs/decisions/031)", () => {
  const wrong = "That code didn't work. Check it and try again";

  function renderWithCodeStep(verify: () => Response | ((init: RequestInit | undefined) => Response)) {
    let signedIn = false;
    const view = renderLogin({
      "GET /api/auth/user": () =>
        signedIn ? jsonResponse(200, testUser) : jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/auth/login": () => jsonResponse(200, { twoFactorRequired: true }),
      "POST /api/auth/2fa/verify": () => {
        const answer = verify();
        return (init: RequestInit | undefined) => {
          const res = typeof answer === "function" ? answer(init) : answer;
          if (res.ok) signedIn = true;
          return res;
        };
      },
    });
    return view;
  }

  it("asks for the code after a right password, on its own step whose heading takes focus", async () => {
    const { user, fetchMock, location } = renderWithCodeStep(() => (init) => {
      const body = JSON.parse(String(init?.body)) as { code?: string };
      return body.code === "123456"
        ? jsonResponse(200, testUser)
        : jsonResponse(400, { message: wrong, errors: [{ path: "code", message: wrong }] });
    });
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    const heading = await screen.findByRole("heading", { level: 1, name: "Two-step sign-in" });
    expect(heading).toHaveFocus();
    expect(toastRegion().queryByText("Login Successful")).not.toBeInTheDocument();
    const code = screen.getByLabelText("6-digit code");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");

    await user.type(code, "111111");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await toastRegion().findByText("Login Successful")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
    expect(lastBody(fetchMock, "/api/auth/2fa/verify")).toEqual({ code: "123456" });
  });

  it("switches to a recovery code and back", async () => {
    const { user, fetchMock } = renderWithCodeStep(() => jsonResponse(200, testUser));
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    const field = screen.getByLabelText("Recovery code");
    expect(field).toHaveFocus();
    expect(screen.queryByLabelText("6-digit code")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Use a code from my app instead" }));
    expect(screen.getByLabelText("6-digit code")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Please enter one of your recovery codes.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Recovery code"), "abcd-efgh");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await toastRegion().findByText("Login Successful")).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/auth/2fa/verify")).toEqual({ recoveryCode: "abcd-efgh" });
  });

  it("goes back to the password when the code step has timed out, saying so", async () => {
    const message = "Please sign in again: the code step has timed out.";
    const { user } = renderWithCodeStep(() => jsonResponse(401, { message }));
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(toastRegion().queryByText("Unauthorized")).not.toBeInTheDocument();
    // The sign-in starts again with the e-mail kept, at the password, not at the page's body.
    expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveFocus();
  });

  it("moves on when the browser was signed in meanwhile (in another tab), instead of asking again", async () => {
    let elsewhere = false;
    const { user, location } = renderLogin({
      "GET /api/auth/user": () =>
        elsewhere ? jsonResponse(200, testUser) : jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/auth/login": () => jsonResponse(200, { twoFactorRequired: true }),
      "POST /api/auth/2fa/verify": () => jsonResponse(409, { message: "You are signed in already." }),
    });
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    elsewhere = true;
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/"));
  });

  it("names the step's 5 minutes, and Back to sign in keeps the e-mail, at the e-mail field", async () => {
    const { user } = renderWithCodeStep(() => jsonResponse(200, testUser));
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    expect(await screen.findByText(/You have 5 minutes before you need to sign in again\./)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    expect(screen.getByText(/Each one works once\. You have 5 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com");
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("says plainly when there were too many wrong codes", async () => {
    const message = "Too many wrong codes. Please wait 15 minutes and try again.";
    const { user } = renderWithCodeStep(() => jsonResponse(429, { message }));
    await fillAndSubmit(user, "jane@example.com", "correct-horse");
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeInTheDocument();
  });
});
