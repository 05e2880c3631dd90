import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { dismissToast, toast } from "@/hooks/use-toast";

describe("DeferredToaster", () => {
  it("loads the notification region after the first render and shows a toast raised before it arrived", async () => {
    act(() => {
      toast({ title: "Email Verified" });
    });
    render(
      <I18nProvider i18n={i18n}>
        <DeferredToaster />
      </I18nProvider>,
    );
    const region = await screen.findByRole("region", { name: "Notifications (F8)" });
    expect(await within(region).findByText("Email Verified")).toBeInTheDocument();
    act(() => dismissToast());
  });
});
