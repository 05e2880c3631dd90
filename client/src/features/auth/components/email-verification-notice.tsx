import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@/hooks/use-toast";

interface Notice {
  variant?: "destructive";
  title: MessageDescriptor;
  description: MessageDescriptor;
}

/**
 * Outcomes that arrive as a query on a full page load: the server's e-mail verification link ends at /?verified=1
 * or /?verified=0 (docs/architecture.md), and a deleted account lands on /?deleted=1 (section 9.5).
 */
const NOTICES: Record<string, Record<string, Notice>> = {
  verified: {
    "1": { title: msg`Email Verified`, description: msg`Thank you. Your email address is confirmed.` },
    "0": {
      variant: "destructive",
      title: msg`Verification link is invalid or has expired`,
      description: msg`Please use the link from your most recent email.`,
    },
  },
  deleted: {
    "1": {
      title: msg`Account Deleted`,
      description: msg`Your account and its data have been deleted. You are signed out.`,
    },
  },
};

/** Shows such an outcome once, then drops the query so a reload or bookmark does not repeat it. */
export function EmailVerificationNotice() {
  const { i18n } = useLingui();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const keys = Object.keys(NOTICES).filter((k) => NOTICES[k]?.[params.get(k) ?? ""]);
    if (keys.length === 0) return;
    if (shown.current !== search) {
      shown.current = search;
      for (const k of keys) {
        const { variant, title, description } = NOTICES[k]![params.get(k)!]!;
        toast({ variant, title: i18n._(title), description: i18n._(description) });
      }
    }
    for (const k of keys) params.delete(k);
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  }, [search, location, navigate, i18n]);

  return null;
}
