import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_LANGUAGES_MESSAGE } from "@shared/validators";
import { ApplyAttorneyPage } from "@/pages/apply-attorney";
import { jsonResponse, lastBody, mockFetch, renderWithApp, sessionHandlers, toastRegion } from "@/test/render";
import { fillRequired, renderApply } from "@/pages/apply-attorney.test-helpers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ApplyAttorneyPage", () => {
  it("has the four sections of the spec and offers every state and DC by name, the spec's six among them", () => {
    renderApply(false);
    expect(screen.getByRole("heading", { level: 1, name: "Apply as an Attorney" })).toBeInTheDocument();
    for (const section of ["Personal Information", "Credentials", "Education", "Practice Areas"]) {
      expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
    }
    const options = Array.from((screen.getByLabelText("Practice State") as HTMLSelectElement).options).map(
      (o) => o.text,
    );
    expect(options[0]).toBe("Select a state");
    expect(options).toHaveLength(52);
    for (const name of ["Alabama", "California", "Florida", "New York", "Texas", "Tennessee", "District of Columbia"])
      expect(options).toContain(name);
    expect(screen.getByLabelText("BPR Number (optional)")).toBeInTheDocument();
    expect(screen.getByLabelText("Specializations (optional)")).toBeInTheDocument();
  });

  it("lists every problem in a focused summary linking to each field, and says what to do (docs/decisions/025)", async () => {
    const { user, fetchMock } = renderApply(false);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const summary = await screen.findByTestId("error-summary");
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const empty = [
      ["Enter your first name", "application-first-name"],
      ["Enter your last name", "application-last-name"],
      ["Enter your e-mail address", "application-email"],
      ["Enter your license number", "application-license"],
      ["Choose the state where you practice", "application-state"],
      ["Enter your years of experience", "application-years"],
      ["Enter your law school", "application-law-school"],
      ["Enter your graduation year", "application-graduation-year"],
      ["Enter your practice areas", "application-practice-areas"],
    ];
    expect(
      within(summary)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual(empty.map(([message, id]) => [message, `#${id}`]));
    for (const [message] of empty) expect(screen.getByText(message!, { selector: "p" })).toBeInTheDocument();
    await user.click(within(summary).getByRole("link", { name: "Enter your law school" }));
    expect(screen.getByLabelText("Law School")).toHaveFocus();
    expect(screen.getByLabelText("Graduation Year")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Graduation Year")).toHaveAccessibleDescription(
      expect.stringContaining("Enter your graduation year"),
    );
    expect(fetchMock).not.toHaveBeenCalledWith("/api/attorney-application", expect.anything());
  });

  it("keeps the spec's messages for the spec's rules once a field is filled in", async () => {
    const { user } = renderApply(false);
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Valid email is required", { selector: "p" })).toBeInTheDocument();
  });

  it("sends the languages the applicant answers in, and asks for at least one (docs/decisions/036)", async () => {
    const { user, fetchMock } = renderApply(false, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 7 }),
    });
    await fillRequired(user);
    const english = screen.getByRole("checkbox", { name: "English" });
    expect(english).toBeChecked();
    await user.click(english);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    const said = await screen.findByText(ANSWER_LANGUAGES_MESSAGE, { selector: "p" });
    expect(said).toHaveAttribute("role", "alert");
    // Each box is marked and described by the error, so a screen reader says it at the box.
    expect(english).toHaveAttribute("aria-invalid", "true");
    expect(english).toHaveAccessibleDescription(ANSWER_LANGUAGES_MESSAGE);
    expect(lastBody(fetchMock, "/api/attorney-application")).toBeUndefined();
    await user.click(screen.getByRole("checkbox", { name: "Español" }));
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await waitFor(() => expect(lastBody(fetchMock, "/api/attorney-application")).toMatchObject({ languages: ["es"] }));
  });

  it("refuses a graduation year before 1950", async () => {
    const { user } = renderApply(false);
    await fillRequired(user);
    await user.clear(screen.getByLabelText("Graduation Year"));
    await user.type(screen.getByLabelText("Graduation Year"), "1949");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Valid graduation year is required", { selector: "p" })).toBeInTheDocument();
  });

  it("sends the state as its two-letter code and numbers as numbers, then thanks the applicant", async () => {
    const { user, fetchMock } = renderApply(false, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 7 }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Application Submitted")).toBeInTheDocument();
    // The toast and the page agree: review waits for the e-mailed link.
    expect(
      toastRegion().getByText("Thank you. Open the link we e-mailed you to send it for review."),
    ).toBeInTheDocument();
    expect(lastBody(fetchMock, "/api/attorney-application")).toEqual({
      firstName: "Atticus",
      lastName: "Finch",
      email: "atticus@example.com",
      licenseNumber: "TN-12345",
      bprNumber: null,
      practiceState: "TN",
      yearsExperience: 12,
      lawSchool: "Vanderbilt Law School",
      graduationYear: 2010,
      practiceAreas: "Family Law, Housing",
      specializations: null,
      languages: ["en"],
    });
    // Signed out: the application waits for the link e-mailed to the typed address (docs/decisions/014).
    const thanks = await screen.findByRole("heading", {
      level: 1,
      name: "Check your e-mail to confirm your application",
    });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/Open it within 7 days/)).toHaveTextContent(
      "your application goes to our reviewers when you do",
    );
    expect(screen.queryByText(/nobody reviews it/)).not.toBeInTheDocument();
    expect(screen.getByText(/2-3 business days/)).toHaveTextContent("we will send you an email");
  });

  it("shows 'Application Failed' with the server's message", async () => {
    const { user } = renderApply(false, {
      "POST /api/attorney-application": () =>
        jsonResponse(409, { message: "An application with this email already exists." }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Application Failed")).toBeInTheDocument();
    expect(toastRegion().getByText("An application with this email already exists.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeInTheDocument();
  });

  it("falls back to the spec's failure text when the server says nothing useful", async () => {
    const { user } = renderApply(false, { "POST /api/attorney-application": () => new Response("", { status: 502 }) });
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await toastRegion().findByText("Failed to submit application. Please try again.")).toBeInTheDocument();
  });

  it("pre-fills the name and the account's e-mail (read-only) when signed in", async () => {
    const { user, fetchMock } = renderApply(true, {
      "POST /api/attorney-application": () => jsonResponse(201, { id: 8 }),
    });
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com"));
    expect(screen.getByLabelText("First Name")).toHaveValue("Jane");
    expect(screen.getByLabelText("Last Name")).toHaveValue("Doe");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    await fillRequired(user, { withIdentity: false });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await screen.findByRole("heading", { level: 1, name: "Thank You for Applying" });
    expect(lastBody(fetchMock, "/api/attorney-application")).toMatchObject({
      firstName: "Jane",
      email: "jane@example.com",
    });
  });

  it("tells a signed-in attorney they have already applied instead of showing the form", async () => {
    renderApply(true, {
      "GET /api/attorney/profile": () => jsonResponse(200, { id: 1, isApproved: false }),
    });
    expect(await screen.findByText("You have already applied as an attorney.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
  });

  it("shows the already-applied card when the application is refused as already made (in another tab)", async () => {
    let profile = () => jsonResponse(404, { message: "Not found" });
    const { user } = renderApply(true, {
      "GET /api/attorney/profile": () => profile(),
      "POST /api/attorney-application": () => {
        profile = () => jsonResponse(200, { id: 1, isApproved: false });
        return jsonResponse(409, { message: "You have already applied as an attorney." });
      },
    });
    await fillRequired(user, { withIdentity: false });
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Your application is under review.", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the Attorney Dashboard" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
  });

  it("says so above the form when the confirmation link did not work", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, { path: "/apply-attorney?confirmed=0" });
    // By its text, then its role: a toast from an earlier test may still hold the live region's status role.
    const text = await screen.findByText("This confirmation link is invalid or has expired");
    expect(text.closest('[role="alert"]')).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Application" })).toBeInTheDocument();
  });

  // docs/decisions/035: after the link, what happens next and the applicant's own step, not the blank form again.
  it("after a good link, says what happens next and offers to create the account with the address", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, {
      path: "/apply-attorney?confirmed=1&email=atticus.finch%40example.com",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Your application is confirmed" })).toBeInTheDocument();
    expect(screen.getByText(/now with our reviewers/)).toHaveTextContent("2-3 business days");
    expect(screen.getByText(/create your account with/)).toHaveTextContent("atticus.finch@example.com");
    expect(screen.getByRole("link", { name: "Create your account with this address" })).toHaveAttribute(
      "href",
      "/register?email=atticus.finch%40example.com",
    );
    expect(screen.queryByRole("button", { name: "Submit Application" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("License Number")).not.toBeInTheDocument();
    expect(document.title).toMatch(/^Application Confirmed/);
  });

  it("after a good link for an address that has an account, offers Sign In instead", async () => {
    mockFetch(sessionHandlers(null));
    renderWithApp(<ApplyAttorneyPage />, {
      path: "/apply-attorney?confirmed=1&email=atticus.finch%40example.com&account=1",
    });
    expect(await screen.findByText(/You already have an account with/)).toHaveTextContent("atticus.finch@example.com");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("link", { name: "Create your account with this address" })).not.toBeInTheDocument();
  });

  it("shows no confirmation outcome without the query", () => {
    renderApply(false);
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
    expect(screen.queryByText("Your application is confirmed")).not.toBeInTheDocument();
  });
});
