import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "@shared/api/types";
import { useSignedIn } from "@/features/auth/api/signed-in";
import { authUserQueryKey, hearSessionNews, useAuth, useLogout } from "@/lib/auth";
import { goTo, replaceWith } from "@/lib/browser";
import { keepDraft, readKeptDraft } from "@/lib/kept-draft";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

// docs/decisions/055: the site's open tabs follow who signs in and out in the others.
const other: PublicUser = { ...testUser, id: "8d0f6c1e-0000-4000-8000-000000000002", email: "sam@example.com" };

/** A tab's cache showing `user` (null: the tab shows nobody signed in). */
function tabShowing(user: PublicUser | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authUserQueryKey, user);
  queryClient.setQueryData(["/api/questions/user"], [{ id: 1, title: "My landlord kept my deposit" }]);
  return queryClient;
}

const keptFor = (user: PublicUser) => readKeptDraft(user.id, "question");
const keepFor = (user: PublicUser) => keepDraft(user.id, "question", "/submit-question", { title: "My words" });

/** Another tab of the site: its own end of the channel. */
function anotherTab() {
  const end = new BroadcastChannel("cc-session");
  const heard: unknown[] = [];
  end.onmessage = (event) => heard.push(event.data);
  return { end, heard };
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function WhoIsThere() {
  const { user } = useAuth();
  const signedIn = useSignedIn();
  const logout = useLogout();
  return (
    <>
      <p>{user?.email ?? "nobody"}</p>
      <button onClick={() => void signedIn(other)}>Sign in as Sam</button>
      <button onClick={() => logout.mutate()}>Log out</button>
    </>
  );
}

describe("what a tab does when another says the session changed", () => {
  it("a sign-out elsewhere replaces the screen of the person who was shown, forgetting their words", () => {
    const queryClient = tabShowing(testUser);
    keepFor(testUser);
    hearSessionNews(queryClient, { signedOut: true });
    expect(replaceWith).toHaveBeenCalledWith("/");
    expect(queryClient.getQueryData(["/api/questions/user"])).toBeUndefined();
    expect(keptFor(testUser)).toBeUndefined();
  });

  it("someone else signing in elsewhere replaces this tab's person, and forgets the words kept for them", () => {
    const queryClient = tabShowing(testUser);
    keepFor(testUser);
    hearSessionNews(queryClient, { signedIn: other.id });
    expect(replaceWith).toHaveBeenCalledWith("/");
    expect(queryClient.getQueryData(authUserQueryKey)).toBeUndefined();
    expect(keptFor(testUser)).toBeUndefined();
  });

  it("the same person signing in elsewhere changes nothing here", () => {
    const queryClient = tabShowing(testUser);
    keepFor(testUser);
    hearSessionNews(queryClient, { signedIn: testUser.id });
    expect(replaceWith).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(["/api/questions/user"])).toHaveLength(1);
    expect(keptFor(testUser)?.values).toEqual({ title: "My words" });
  });

  it("a tab that showed nobody learns who signed in, and keeps the words it kept for them", async () => {
    const fetchMock = mockFetch(sessionHandlers(testUser));
    const queryClient = tabShowing(null);
    renderWithApp(<WhoIsThere />, { queryClient });
    expect(screen.getByText("nobody")).toBeInTheDocument();
    keepFor(testUser);
    hearSessionNews(queryClient, { signedIn: testUser.id });
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/user", expect.anything());
    expect(replaceWith).not.toHaveBeenCalled();
    expect(keptFor(testUser)?.values).toEqual({ title: "My words" });
  });

  it("a tab that showed nobody forgets, at a sign-out elsewhere, the words it kept", () => {
    const queryClient = tabShowing(null);
    keepFor(testUser);
    hearSessionNews(queryClient, { signedOut: true });
    expect(replaceWith).not.toHaveBeenCalled();
    expect(keptFor(testUser)).toBeUndefined();
  });
});

describe("the app's tabs talk on one channel", () => {
  it("a running app hears a sign-out in another tab", async () => {
    mockFetch(sessionHandlers(testUser));
    renderWithApp(<WhoIsThere />);
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    const { end } = anotherTab();
    end.postMessage({ signedOut: true });
    await waitFor(() => expect(replaceWith).toHaveBeenCalledWith("/"));
    end.close();
  });

  it("signing in and logging out are told to the other tabs", async () => {
    mockFetch({ ...sessionHandlers(testUser), "POST /api/auth/logout": () => jsonResponse(200, {}) });
    renderWithApp(<WhoIsThere />);
    expect(await screen.findByText(testUser.email)).toBeInTheDocument();
    const { end, heard } = anotherTab();
    await userEvent.click(screen.getByRole("button", { name: "Sign in as Sam" }));
    await waitFor(() => expect(heard).toEqual([{ signedIn: other.id }]));
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(heard).toEqual([{ signedIn: other.id }, { signedOut: true }]));
    expect(goTo).toHaveBeenCalledWith("/");
    end.close();
  });
});
