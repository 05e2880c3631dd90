import { useEffect } from "react";
import { useLocation } from "wouter";
import { paths } from "@shared/paths";
import { takeNewRefusal, useTwoFactorGate } from "@/lib/two-factor-gate";

/**
 * docs/decisions/031: when a call is refused because this role needs two-step sign-in, open the security screen, which
 * says why at its top. It leads there once per refusal, so the person may still go elsewhere (their own questions
 * need no second factor) and is only brought back when something refuses again.
 */
export function TwoFactorGate() {
  const { refusals } = useTwoFactorGate();
  const [location, navigate] = useLocation();
  useEffect(() => {
    // Each refusal once, even one that came before this gate mounted (a page's first call can beat the shell).
    if (!takeNewRefusal()) return;
    if (location !== paths.security) navigate(paths.security);
    // Only a new refusal leads there; moving around afterwards is the person's call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusals]);
  return null;
}
