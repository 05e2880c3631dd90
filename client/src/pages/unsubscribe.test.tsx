import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls } from "@/features/questions/testing";
import { UnsubscribePage } from "@/pages/unsubscribe";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers } from "@/test/render";

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST = "POST /api/notifications/unsubscribe?token=tok-1";

function renderPage(path: string, extra: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({ ...sessionHandlers(null), ...extra });
  return { user: userEvent.setup(), fetchMock, ...renderWithApp(<UnsubscribePage />, { path }) };
}

describe("UnsubscribePage (docs/decisions/030)", () => {
  it("asks first: opening the link changes nothing until the button is pressed, signed out", async () => {
    const { user, fetchMock } = renderPage("/unsubscribe?token=tok-1", {
      [POST]: () => jsonResponse(200, { frequency: "off" }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Stop New Question E-mails" })).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Unsubscribed" })).toBeInTheDocument();
    // It replaced the form whose button had focus: focus is on its heading, not the page's body.
    expect(screen.getByRole("heading", { level: 1, name: "Unsubscribed" })).toHaveFocus();
    expect(screen.getByText("You will get no more new question e-mails.")).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([POST]);
  });

  it("says so when the link is not valid, and stays on the question", async () => {
    const { user } = renderPage("/unsubscribe?token=tok-1", {
      [POST]: () => jsonResponse(400, { message: "This unsubscribe link is not valid." }),
    });
    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("This unsubscribe link is not valid.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Unsubscribed" })).toBeNull();
  });

  it("without a token, explains and offers nothing to press", () => {
    renderPage("/unsubscribe");
    expect(screen.getByText(/missing its code/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeDisabled();
  });
});
