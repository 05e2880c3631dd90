import { zodResolver } from "@hookform/resolvers/zod";
import { i18n } from "@lingui/core";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { loginSchema, type LoginInput } from "@shared/validators";
import { ErrorSummary } from "@/components/ui/error-summary";
import { TextField } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { getErrorMessage, hasServerMessage, toastApiError } from "@/lib/api-errors";
import { ApiError } from "@/lib/api-client";
import { HOLD_RAN_OUT } from "@shared/api/messages";
import { summaryItems } from "@/lib/form-errors";
import { loadServerMessages, translateServerMessage } from "@/lib/server-messages";
import { showInSpanish } from "@/test/spanish";
import { jsonResponse, mockFetch, renderWithApp } from "@/test/render";

// docs/decisions/040: the server's and the validators' English, shown in Spanish when Spanish is active.

async function spanishActive() {
  await loadServerMessages("es");
  showInSpanish();
}

function SignInForm() {
  const { register, handleSubmit, formState } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) });
  const { errors, submitCount } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <ErrorSummary
        items={summaryItems(errors, [
          ["email", "email"],
          ["password", "password"],
        ])}
        attempt={submitCount}
      />
      <TextField id="email" label="E-mail" error={errors.email?.message} {...register("email")} />
      <TextField
        id="password"
        label="Password"
        type="password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}

function FailingCall() {
  const call = () => apiRequest("POST", "/api/queue/7/claim").catch((e: unknown) => toastApiError(e, "fallback"));
  return <Button onClick={() => void call()}>Claim</Button>;
}

describe("the server's messages in the reader's language", () => {
  it("leaves English as it came, and a message it does not know", async () => {
    await loadServerMessages("es");
    expect(translateServerMessage("Password is required")).toBe("Password is required");
    await spanishActive();
    expect(translateServerMessage("Password is required")).toBe("Escriba su contraseña");
    expect(translateServerMessage("Please keep your question under 10,000 characters")).toBe(
      "Por favor, escriba su pregunta con menos de 10.000 caracteres",
    );
    expect(translateServerMessage("Something new")).toBe("Something new");
  });

  it("shows a form field's validation message and the error summary in Spanish", async () => {
    await spanishActive();
    renderWithApp(<SignInForm />);
    await userEvent.type(screen.getByLabelText("E-mail"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const summary = await screen.findByTestId("error-summary");
    expect(summary).toHaveTextContent("Hay un problema");
    expect(summary).toHaveTextContent("El correo electrónico no es válido");
    expect(document.getElementById("password-error")).toHaveTextContent("Escriba su contraseña");
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
  });

  it("shows the field's message again in English after a switch back", async () => {
    await spanishActive();
    renderWithApp(<SignInForm />);
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByTestId("error-summary")).toHaveTextContent("Escriba su contraseña");
    act(() => i18n.activate("en"));
    expect(screen.getByTestId("error-summary")).toHaveTextContent("Password is required");
    expect(document.getElementById("password-error")).toHaveTextContent("Password is required");
  });

  it("shows an API error's toast in Spanish", async () => {
    mockFetch({
      "GET /api/auth/user": () => jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/queue/7/claim": () => jsonResponse(409, { message: "This question has already been claimed" }),
    });
    await spanishActive();
    renderWithApp(<FailingCall />);
    await userEvent.click(screen.getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("Esta pregunta ya fue tomada")).toBeInTheDocument();
  });

  it("shows the same toast in English when English is active", async () => {
    mockFetch({
      "GET /api/auth/user": () => jsonResponse(401, { message: "Unauthorized" }),
      "POST /api/queue/7/claim": () => jsonResponse(409, { message: "This question has already been claimed" }),
    });
    await loadServerMessages("es");
    renderWithApp(<FailingCall />);
    await userEvent.click(screen.getByRole("button", { name: "Claim" }));
    expect(await screen.findByText("This question has already been claimed")).toBeInTheDocument();
  });

  it("still knows the contract's message when it shows it in Spanish (the answer form's hold that ran out)", async () => {
    await spanishActive();
    const err = new ApiError(409, "Conflict", JSON.stringify({ message: HOLD_RAN_OUT }));
    expect(getErrorMessage(err, "")).toMatch(/^Se acabó su tiempo reservado/);
    expect(hasServerMessage(err, HOLD_RAN_OUT)).toBe(true);
    expect(hasServerMessage(new ApiError(409, "Conflict", '{"message":"Other"}'), HOLD_RAN_OUT)).toBe(false);
    expect(hasServerMessage(new ApiError(502, "Bad Gateway", "<html>"), HOLD_RAN_OUT)).toBe(false);
    expect(hasServerMessage(new ApiError(409, "Conflict", "null"), HOLD_RAN_OUT)).toBe(false);
  });
});
