import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { SESSION_META_NAME } from "@shared/api/session-meta";
import type { AttorneyProfileDto, PublicUser, Role, RolesResponse } from "@shared/api/types";
import { paths } from "@shared/paths";
import { apiJson, apiRequest, getJsonOrNullWhenSignedOut, hasStatus } from "@/lib/api-client";
import { goTo, replaceWith } from "@/lib/browser";
import { dropDraftsOfOthers, dropKeptDraft } from "@/lib/kept-draft";
import { announceSession, onSessionNews, type SessionNews } from "@/lib/session-tabs";
import { leadToSetupOnce } from "@/lib/two-factor-gate";

// Query keys double as URLs for the default query function.
export const authUserQueryKey = ["/api/auth/user"] as const;
export const authRolesQueryKey = ["/api/auth/user/roles"] as const;
export const attorneyProfileQueryKey = ["/api/attorney/profile"] as const;

export const DEFAULT_ROLES: readonly Role[] = ["user"];

/** True when the server wrote into this page that it was requested without a session (decision 009). */
function signedOutAtLoad(): boolean {
  return document.querySelector(`meta[name="${SESSION_META_NAME}"]`)?.getAttribute("content") === "signed-out";
}

/** The current user. "Authenticated" means this call returned data (spec section 4); a 401 is null, not an error. */
export function useAuth() {
  const query = useQuery<PublicUser | null>({
    queryKey: authUserQueryKey,
    queryFn: () => getJsonOrNullWhenSignedOut<PublicUser>(authUserQueryKey[0]),
    retry: false,
    // Known signed out: start at null and skip the call, whose 401 the browser logs as a console error. Never
    // stale, so nothing fetches until sign-in invalidates the query; without the meta (dev, tests) it fetches.
    initialData: () => (signedOutAtLoad() ? null : undefined),
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null, error: query.error };
}

/** The user's roles; ['user'] until they load or when there is no user. */
export function useRoles() {
  const { user } = useAuth();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: authRolesQueryKey,
    queryFn: async () => {
      const answer = await apiJson<RolesResponse>("GET", authRolesQueryKey[0]);
      // A role that waits for two-step sign-in (docs/decisions/031) leads to the setup when it is first seen after a
      // sign-in, as a refused call does; a later refetch, a reload or another page saying the same leads nowhere.
      if (user && answer.twoFactorMissing && !client.getQueryData<RolesResponse>(authRolesQueryKey)?.twoFactorMissing) {
        leadToSetupOnce(user.id);
      }
      return answer;
    },
    enabled: user !== null,
  });
  const roles: readonly Role[] = user && query.data?.roles?.length ? query.data.roles : DEFAULT_ROLES;
  return {
    roles,
    hasRole: (role: Role) => roles.includes(role),
    isLoading: user !== null && query.isLoading,
    /** True once the real roles of the signed-in user are known. */
    isLoaded: user !== null && query.isSuccess,
  };
}

/** GET /api/attorney/profile; a 404 means "no attorney profile" and resolves to null. */
export async function fetchAttorneyProfile(): Promise<AttorneyProfileDto | null> {
  try {
    return await apiJson<AttorneyProfileDto>("GET", attorneyProfileQueryKey[0]);
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

/** The signed-in user's attorney profile (null when there is none). */
export function useAttorneyProfile() {
  const { user } = useAuth();
  const query = useQuery<AttorneyProfileDto | null>({
    queryKey: attorneyProfileQueryKey,
    queryFn: fetchAttorneyProfile,
    enabled: user !== null,
  });
  const profile = user ? (query.data ?? null) : null;
  return {
    profile,
    isLoading: user !== null && query.isLoading,
    isApproved: profile?.isApproved === true,
    error: query.error,
  };
}

export function getFullName(user: Pick<PublicUser, "firstName" | "lastName"> | null | undefined): string {
  return [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

/** Spec section 4: on success the cache is dropped and the browser loads /; a failure is only logged. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      dropKeptDraft();
      announceSession({ signedOut: true });
      goTo(paths.home);
    },
    onError: (error) => {
      console.warn("Logout failed", error);
    },
  });
}

/**
 * What this tab does when another tab of the site says the session changed (docs/decisions/055). A tab that shows
 * someone who is no longer the one signed in is replaced by the site's first page, drawn afresh, with nothing of the
 * last screen kept in its history; one that showed nobody learns who signed in. A draft kept for someone else is
 * forgotten, and at a sign-out every draft is.
 */
export function hearSessionNews(queryClient: QueryClient, news: SessionNews): void {
  const shown = queryClient.getQueryData<PublicUser | null>(authUserQueryKey);
  const now = "signedIn" in news ? news.signedIn : null;
  if (now) dropDraftsOfOthers(now);
  else dropKeptDraft();
  if (shown && shown.id !== now) {
    queryClient.clear();
    replaceWith(paths.home);
  } else if (!shown && now) {
    queryClient.removeQueries({ queryKey: authRolesQueryKey });
    queryClient.removeQueries({ queryKey: attorneyProfileQueryKey });
    void queryClient.invalidateQueries({ queryKey: authUserQueryKey });
  }
}

/** From the app's start: this tab follows the session's changes in the site's other tabs. Returns what stops it. */
export const followOtherTabs = (queryClient: QueryClient): (() => void) =>
  onSessionNews((news) => hearSessionNews(queryClient, news));
