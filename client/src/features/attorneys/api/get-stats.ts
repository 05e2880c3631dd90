import { i18n as activeI18n, type I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import type { AttorneyStatsDto } from "@shared/api/types";
import { apiJson } from "@/lib/api-client";

const STATS_URL = "/api/attorney/stats";

/** The start of today in the browser's own time zone: "answered today" is the attorney's day, not UTC's. */
export function startOfLocalDay(now = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}

/**
 * The attorney's own figures (docs/decisions/025). Read again each time the dashboard opens: an answer given
 * elsewhere in the app must show here, and the app's other data never goes stale by itself (spec section 9).
 */
export function useAttorneyStats({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [STATS_URL],
    queryFn: () => apiJson<AttorneyStatsDto>("GET", `${STATS_URL}?since=${encodeURIComponent(startOfLocalDay())}`),
    enabled,
    refetchOnMount: "always",
  });
}

/**
 * "45 min", "2.5h" (the spec's own style), or "—" before the first answer; in the language of `i18n`, the
 * screen's own from useLingui (docs/decisions/038), with its decimal sign ("2,5 h").
 */
export function formatDuration(ms: number | null, i18n: I18n = activeI18n): string {
  if (ms === null) return "—";
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return i18n._(msg`${minutes} min`);
  const hours = ms / 3_600_000;
  if (hours < 48) {
    const shortHours = i18n.number(Number(hours.toFixed(1)));
    return i18n._(msg`${shortHours}h`);
  }
  const days = Number((hours / 24).toFixed(1));
  return i18n._(msg({ message: plural(days, { one: "# day", other: "# days" }) }));
}
