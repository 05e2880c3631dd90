// The Ask a Question page rendered against a mocked API, for the page's tests, and a way to fill in its form.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { categoriesHandler, expectationHandlers, expectationOf } from "@/features/questions/testing";
import { SubmitQuestionPage } from "@/pages/submit-question";
import { jsonResponse, mockFetch, renderWithApp, sessionHandlers, testUser } from "@/test/render";

export const TITLE = "Can my landlord keep my deposit?";
export const CONTENT = "I moved out two months ago and my landlord has not returned my security deposit or said why.";
export const created = () => jsonResponse(201, { id: 9, status: "pending" });

export function renderForm(handlers: Parameters<typeof mockFetch>[0] = {}, user = testUser) {
  const fetchMock = mockFetch({
    ...sessionHandlers(user),
    ...categoriesHandler,
    ...expectationHandlers(expectationOf("TN"), expectationOf("CA")),
    ...handlers,
  });
  const view = renderWithApp(<SubmitQuestionPage />, { path: "/submit-question" });
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** Fills in the form as a person would; each part can be left out. */
export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { title = TITLE, content = CONTENT, terms = true, state = "TN" } = {},
) {
  if (state) await user.selectOptions(await screen.findByLabelText("Which state is this about?"), state);
  if (title) await user.type(await screen.findByLabelText("Question title"), title);
  if (content) await user.type(screen.getByLabelText("Detailed question"), content);
  if (terms) await user.click(screen.getByRole("checkbox", { name: "I agree to the Terms of Use and Privacy Notice" }));
}

/** Answers one of the questions that open the form's optional parts (docs/decisions/034). */
/** `answer` is the radio's name in the page's language ("Yes", "Sí"). */
export async function openPart(user: ReturnType<typeof userEvent.setup>, legend: string, answer = "Yes") {
  await user.click(within(screen.getByRole("group", { name: legend })).getByRole("radio", { name: answer }));
}

export const submitButton = () => screen.getByRole("button", { name: "Submit Question" });
