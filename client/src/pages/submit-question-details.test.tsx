import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATEGORIES, calls } from "@/features/questions/testing";
import { jsonResponse, lastBody, testUser } from "@/test/render";
import { created, fillIn, openPart, renderForm, submitButton } from "@/test/submit-question";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SubmitQuestionPage: what else it asks, and what it says beside the form", () => {
  it("lists the categories from GET /api/categories", async () => {
    const { fetchMock } = renderForm();
    await screen.findByRole("combobox", { name: "Category" });
    await waitFor(() => expect(calls(fetchMock)).toContain("GET /api/categories"));
    // The hidden native select Radix renders inside a form carries every option.
    await waitFor(() => {
      const options = [...document.querySelectorAll("select option")].map((o) => o.textContent);
      expect(options).toEqual(expect.arrayContaining(CATEGORIES.map((c) => c.name)));
    });
  });

  it("asks which state the question is about, and says so when none is chosen", async () => {
    const { user, fetchMock } = renderForm();
    await fillIn(user, { state: "" });
    await user.click(submitButton());
    expect(await screen.findByText("Please choose the state this is about", { selector: "p" })).toHaveAttribute(
      "role",
      "alert",
    );
    // docs/decisions/018's own words.
    expect(screen.getByRole("group", { name: "Do you have a court date or another deadline?" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Do you know who is on the other side?" })).toBeInTheDocument();
    // docs/decisions/034: the optional parts stay closed until asked for.
    expect(screen.queryByLabelText("Date")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a name" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Which state is this about?")).toHaveAttribute("aria-invalid", "true");
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("sends a court date and the other side's names when given", async () => {
    const { user, fetchMock } = renderForm(
      { "POST /api/questions": created },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    const soon = new Date(Date.now() + 5 * 86_400_000);
    const date = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, "0")}-${String(soon.getDate()).padStart(2, "0")}`;
    await fillIn(user, { state: "CA" });
    await openPart(user, "Do you have a court date or another deadline?");
    await user.type(screen.getByLabelText("Date"), date);
    await user.selectOptions(screen.getByLabelText("What kind of date?"), "court_date");
    await openPart(user, "Do you know who is on the other side?");
    await user.type(screen.getByLabelText("Other party 1"), "Hank Landlord");
    await user.click(screen.getByRole("button", { name: "Add another name" }));
    await user.type(screen.getByLabelText("Other party 2"), "Acme Properties LLC");
    await user.click(submitButton());
    await waitFor(() =>
      expect(lastBody(fetchMock, "/api/questions")).toMatchObject({
        state: "CA",
        deadline: date,
        deadlineType: "court_date",
        opposingParties: ["Hank Landlord", "Acme Properties LLC"],
      }),
    );
  });

  it("refuses a kind of date without the date, and a one-letter name, and sends nothing", async () => {
    const { user, fetchMock } = renderForm();
    await fillIn(user);
    await openPart(user, "Do you have a court date or another deadline?");
    await user.selectOptions(screen.getByLabelText("What kind of date?"), "filing_deadline");
    await openPart(user, "Do you know who is on the other side?");
    await user.type(screen.getByLabelText("Other party 1"), "X");
    await user.click(submitButton());
    expect(
      await screen.findByText("Please give the date of the deadline, or clear its kind", { selector: "p" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Each name must be 2 to 100 characters", { selector: "p" })).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  // docs/decisions/025.
  it("keeps Submit reachable before the terms are ticked, says why, and sends nothing when pressed", async () => {
    const { user, fetchMock } = renderForm();
    await fillIn(user, { terms: false });
    expect(submitButton()).not.toBeDisabled();
    submitButton().focus();
    expect(submitButton()).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(submitButton());
    expect(screen.getByText("Tick the box above to send your question.")).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.startsWith("POST"))).toEqual([]);
  });

  it("asks 'Are you safe right now?': a 'no' shows the numbers at once and marks the question", async () => {
    const { user, fetchMock } = renderForm(
      {
        "POST /api/questions": created,
        "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: true }),
      },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    const group = await screen.findByRole("radiogroup", { name: /Are you safe right now\?/ });
    expect(screen.queryByTestId("safety-help")).not.toBeInTheDocument();
    await user.click(within(group).getByRole("radio", { name: "No" }));
    const help = screen.getByTestId("safety-help");
    expect(help).toHaveTextContent("911");
    expect(help).toHaveTextContent("1-800-799-7233");
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(lastBody(fetchMock, "/api/questions")).toMatchObject({ safetyConcern: true }));
  });

  // docs/decisions/034: safety choices follow each other, and the asker keeps the last word.
  it("chooses Anonymous and discreet e-mail after 'No, I am not safe', says why, and lets the asker change both", async () => {
    const { user, fetchMock } = renderForm(
      {
        "POST /api/questions": created,
        "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: false }),
      },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    const safety = await screen.findByRole("radiogroup", { name: /Are you safe right now\?/ });
    expect(screen.getByRole("radio", { name: "Show my name" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Discreet e-mail" })).not.toBeChecked();
    await user.click(within(safety).getByRole("radio", { name: "No" }));
    expect(screen.getByRole("radio", { name: "Anonymous" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Discreet e-mail" })).toBeChecked();
    expect(screen.getByTestId("safety-chose")).toHaveTextContent(
      "Because you told us you are not safe right now, we chose Anonymous and discreet e-mail for you.",
    );
    expect(screen.getByTestId("attorney-will-see")).toHaveTextContent("The attorney will see: Anonymous User");
    // The asker's own choice stands: back to their name, discreet e-mail off, and a second "No" changes nothing.
    await user.click(screen.getByRole("radio", { name: "Show my name" }));
    await user.click(screen.getByRole("checkbox", { name: "Discreet e-mail" }));
    await user.click(within(safety).getByRole("radio", { name: "No" }));
    expect(screen.getByRole("radio", { name: "Show my name" })).toBeChecked();
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(lastBody(fetchMock, "/api/questions")).toMatchObject({ isAnonymous: false, safetyConcern: true }),
    );
    // Unchanged from the account's choice (off), so it is not saved again.
    expect(calls(fetchMock)).not.toContain("PUT /api/account/discreet-mail");
  });

  it("leaves 'Show my name' alone after 'Yes', and saves discreet e-mail before the question when ticked", async () => {
    const { user, fetchMock } = renderForm(
      {
        "POST /api/questions": created,
        "PUT /api/account/discreet-mail": () => jsonResponse(200, { discreetMail: true }),
      },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    const safety = await screen.findByRole("radiogroup", { name: /Are you safe right now\?/ });
    await user.click(within(safety).getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("radio", { name: "Show my name" })).toBeChecked();
    expect(screen.queryByTestId("safety-chose")).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Discreet e-mail" }));
    await fillIn(user);
    await user.click(submitButton());
    await waitFor(() => expect(calls(fetchMock)).toContain("POST /api/questions"));
    const posts = calls(fetchMock).filter((c) => c.startsWith("P"));
    expect(posts).toEqual(["PUT /api/account/discreet-mail", "POST /api/questions"]);
    expect(lastBody(fetchMock, "/api/account/discreet-mail")).toEqual({ discreetMail: true });
  });

  // docs/decisions/034: "Add a name" works from the keyboard.
  it("moves the focus to the new name, adds no empty row on a second press, and sends no blank names", async () => {
    const { user, fetchMock } = renderForm(
      { "POST /api/questions": created },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    await fillIn(user);
    await openPart(user, "Do you know who is on the other side?");
    await user.type(screen.getByLabelText("Other party 1"), "Hank Landlord");
    const add = screen.getByRole("button", { name: "Add another name" });
    add.focus();
    await user.keyboard(" ");
    expect(screen.getByLabelText("Other party 2")).toHaveFocus();
    // Typing goes into the new field.
    await user.keyboard("Acme");
    expect(screen.getByLabelText("Other party 2")).toHaveValue("Acme");
    await user.clear(screen.getByLabelText("Other party 2"));
    // With a blank row waiting, the button (a space on it) takes the focus there and adds nothing.
    screen.getByRole("button", { name: "Add another name" }).focus();
    await user.keyboard(" ");
    await user.keyboard(" ");
    expect(screen.queryByLabelText("Other party 3")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Other party 2")).toHaveFocus();
    await user.click(submitButton());
    await waitFor(() =>
      expect(lastBody(fetchMock, "/api/questions")).toMatchObject({ opposingParties: ["Hank Landlord"] }),
    );
  });

  it("moves the focus to the name in a removed one's place, or to Add a name when none is left", async () => {
    const { user } = renderForm({}, { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" });
    await screen.findByLabelText("Question title");
    await openPart(user, "Do you know who is on the other side?");
    await user.type(screen.getByLabelText("Other party 1"), "Hank Landlord");
    await user.click(screen.getByRole("button", { name: "Add another name" }));
    await user.keyboard("Acme");
    // The last row: focus goes to the one before it.
    await user.click(screen.getByRole("button", { name: "Remove other party 2" }));
    expect(screen.getByLabelText("Other party 1")).toHaveFocus();
    expect(screen.getByLabelText("Other party 1")).toHaveValue("Hank Landlord");
    // None left: focus goes to Add a name.
    await user.click(screen.getByRole("button", { name: "Remove other party 1" }));
    expect(screen.queryByLabelText("Other party 1")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a name" })).toHaveFocus();
  });

  it("forgets a deadline and names when the asker answers No after all", async () => {
    const { user, fetchMock } = renderForm(
      { "POST /api/questions": created },
      { ...testUser, termsAcceptedAt: "2026-01-01T00:00:00.000Z" },
    );
    await fillIn(user);
    await openPart(user, "Do you have a court date or another deadline?");
    await user.selectOptions(screen.getByLabelText("What kind of date?"), "filing_deadline");
    await openPart(user, "Do you know who is on the other side?");
    await user.type(screen.getByLabelText("Other party 1"), "Hank Landlord");
    await openPart(user, "Do you have a court date or another deadline?", "No");
    await openPart(user, "Do you know who is on the other side?", "No");
    expect(screen.queryByLabelText("What kind of date?")).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() =>
      expect(lastBody(fetchMock, "/api/questions")).toMatchObject({
        deadline: null,
        deadlineType: null,
        opposingParties: [],
      }),
    );
  });

  it("keeps the emergency line on the ask form", async () => {
    renderForm();
    const line = await screen.findByRole("complementary", { name: "Emergency numbers" });
    expect(line).toHaveTextContent(
      "In danger now? Call 911. Domestic violence: 1-800-799-7233 (National Domestic Violence Hotline)",
    );
    expect(screen.getByRole("link", { name: "911" })).toHaveAttribute("href", "tel:911");
  });

  it("says live what the attorney will see, and puts the identity hint above the text box", async () => {
    const { user } = renderForm();
    const line = await screen.findByTestId("attorney-will-see");
    expect(line).toHaveTextContent(`The attorney will see: ${testUser.firstName} ${testUser.lastName}`);
    await user.click(screen.getByRole("radio", { name: "Anonymous" }));
    expect(line).toHaveTextContent("The attorney will see: Anonymous User");
    const box = screen.getByLabelText("Detailed question");
    const hint = screen.getByText(/Don't include names or details that identify you/);
    expect(hint.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).toHaveAccessibleDescription(/Don't include names or details that identify you/);
  });

  it("links the Terms of Use and the Privacy Notice beside the box, in a new tab (docs/decisions/025)", async () => {
    renderForm();
    const terms = await screen.findByRole("link", { name: "Terms of Use" });
    expect(terms).toHaveAttribute("href", "/terms");
    expect(terms).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  });
});
