// The approved attorney's own settings on their dashboard: licenses and e-mails of new questions.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORIES } from "@/features/questions/testing";
import { attorneyProfile } from "@/features/queue/testing/fixtures";
import { jsonResponse, toastRegion } from "@/test/render";
import { renderDashboard } from "@/pages/attorney-dashboard.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AttorneyDashboardPage: the attorney's own settings", () => {
  it("lists the attorney's licenses and adds one, pending until an administrator verifies it", async () => {
    const tn = {
      id: 1,
      state: "TN",
      licenseNumber: "TN-1",
      status: "verified",
      verifiedAt: "2026-01-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    const ca = { ...tn, id: 2, state: "CA", licenseNumber: "CA-77", status: "pending", verifiedAt: null };
    const held: unknown[] = [tn];
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
      "GET /api/attorney/licenses": () => jsonResponse(200, held),
      "POST /api/attorney/licenses": () => {
        held.push(ca);
        return jsonResponse(201, ca);
      },
    });
    const user = (await import("@testing-library/user-event")).default.setup();
    const list = await screen.findByRole("list", { name: "Your licenses" });
    expect(list).toHaveTextContent("Tennessee");
    expect(list).toHaveTextContent("Verified");
    await user.click(screen.getByRole("button", { name: "Add License" }));
    expect(screen.getByText("Please choose a state from the list")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("State"), "CA");
    await user.type(screen.getByLabelText("License number"), "CA-77");
    await user.click(screen.getByRole("button", { name: "Add License" }));
    expect(await toastRegion().findByText("License Added")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("list", { name: "Your licenses" })).toHaveTextContent("Waiting for verification"),
    );
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/attorney/licenses" && init?.method === "POST",
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ state: "CA", licenseNumber: "CA-77" });
    expect(screen.getByRole("link", { name: "Manage your conflict list" })).toHaveAttribute(
      "href",
      "/attorney/conflicts",
    );
  });

  it("lets an approved attorney choose how often to hear of new questions, in plain words, and about which kinds", async () => {
    let saved = { frequency: "daily", categoryIds: [] as number[], lastSentAt: null };
    const { fetchMock } = renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
      "GET /api/attorney/notifications": () => jsonResponse(200, saved),
      "PUT /api/attorney/notifications": () => () =>
        Promise.resolve(
          jsonResponse(200, (saved = { ...saved, frequency: "instant", categoryIds: [CATEGORIES[1]!.id] })),
        ),
    });
    const user = (await import("@testing-library/user-event")).default.setup();
    expect(await screen.findByRole("radiogroup", { name: "Tell me about new questions:" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "once a day" })).toBeChecked();
    for (const words of ["as they come", "once a day", "once a week", "never"])
      expect(screen.getByRole("radio", { name: words })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "as they come" }));
    await user.click(screen.getByRole("checkbox", { name: CATEGORIES[1]!.name }));
    const save = screen.getByRole("button", { name: "Save E-mail Settings" });
    await user.click(save);
    expect(await toastRegion().findByText("Settings Saved")).toBeInTheDocument();
    // Save keeps keyboard focus: the form takes the saved settings without being drawn anew.
    expect(save).toHaveFocus();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/attorney/notifications" && init?.method === "PUT",
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ frequency: "instant", categoryIds: [CATEGORIES[1]!.id] });
    // The form starts again from what the server saved.
    await waitFor(() => expect(screen.getByRole("radio", { name: "as they come" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: CATEGORIES[1]!.name })).toBeChecked();
    // "never" hides the kinds: there is nothing to narrow.
    await user.click(screen.getByRole("radio", { name: "never" }));
    expect(screen.queryByRole("group", { name: "Only about these kinds of question" })).toBeNull();
  });

  it("says on the form as well as in the toast when the e-mail settings were not saved, and keeps the choice", async () => {
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
      "GET /api/attorney/notifications": () =>
        jsonResponse(200, { frequency: "daily", categoryIds: [], lastSentAt: null }),
      "PUT /api/attorney/notifications": () => jsonResponse(503, { message: "Service unavailable" }),
    });
    const user = (await import("@testing-library/user-event")).default.setup();
    await user.click(await screen.findByRole("radio", { name: "once a week" }));
    await user.click(screen.getByRole("button", { name: "Save E-mail Settings" }));
    const form = screen.getByRole("button", { name: "Save E-mail Settings" }).closest("form")!;
    expect(await within(form).findByRole("alert")).toHaveTextContent("Service unavailable");
    expect(screen.getByRole("radio", { name: "once a week" })).toBeChecked();
  });

  it("says a license refused as already held under the state, and any other failure by the form", async () => {
    let answer = () => jsonResponse(409, { message: "You already hold a license for this state" });
    // Added in another tab meanwhile: the list read again after the refusal shows it.
    const held: unknown[] = [];
    const ca = {
      id: 2,
      state: "CA",
      licenseNumber: "CA-77",
      status: "pending",
      verifiedAt: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    };
    renderDashboard({
      "GET /api/attorney/profile": () => jsonResponse(200, attorneyProfile()),
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, []),
      "GET /api/attorney/licenses": () => jsonResponse(200, held),
      "POST /api/attorney/licenses": () => {
        held.splice(0, 1, ca);
        return answer();
      },
    });
    const user = (await import("@testing-library/user-event")).default.setup();
    await user.selectOptions(await screen.findByLabelText("State"), "CA");
    await user.type(screen.getByLabelText("License number"), "CA-77");
    await user.click(screen.getByRole("button", { name: "Add License" }));
    await waitFor(() =>
      expect(screen.getByLabelText("State")).toHaveAccessibleDescription("You already hold a license for this state"),
    );
    await waitFor(() => expect(screen.getByRole("list", { name: "Your licenses" })).toHaveTextContent("California"));
    answer = () => jsonResponse(503, { message: "Service unavailable" });
    await user.click(screen.getByRole("button", { name: "Add License" }));
    expect(await screen.findByText("Service unavailable", { selector: "[role=alert] p" })).toBeInTheDocument();
    expect(screen.getByLabelText("License number")).toHaveValue("CA-77");
  });
});
