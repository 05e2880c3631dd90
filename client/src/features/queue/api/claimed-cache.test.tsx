import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useClaimQuestion } from "@/features/queue/api/claim-question";
import { claimedQuestionsQueryKey, type ClaimedData } from "@/features/queue/api/get-claimed-questions";
import { ALL_FILTERS, useQueue } from "@/features/queue/api/get-queue";
import { useSubmitAnswer } from "@/features/queue/api/submit-answer";
import { claimedQuestion, queueItem } from "@/features/queue/testing/fixtures";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, mockFetch } from "@/test/render";

// The claim and the answer update the paged claims list in place, so the screens show the change before the
// refetch they also ask for comes back.

afterEach(() => {
  vi.unstubAllGlobals();
});

const CLAIMED_AT = "2024-03-11T09:00:00.000Z";
const HOLD_ENDS = "2024-03-14T09:00:00.000Z";

function setup<T>(hook: () => T, cached?: ClaimedData) {
  mockFetch({
    "POST /api/questions/7/claim": () =>
      jsonResponse(200, {
        ...queueItem(7),
        status: "claimed",
        updatedAt: CLAIMED_AT,
        claimedAt: CLAIMED_AT,
        claimExpiresAt: HOLD_ENDS,
        answeredAt: null,
      }),
    "POST /api/questions/12/answer": () =>
      jsonResponse(201, { id: 9, content: "An answer", includeDisclaimer: true, createdAt: CLAIMED_AT }),
  });
  const client = createQueryClient();
  if (cached) client.setQueryData(claimedQuestionsQueryKey, cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  return { result, cache: () => client.getQueryData<ClaimedData>(claimedQuestionsQueryKey) };
}

const ids = (data?: ClaimedData) => data?.pages.map((page) => page.map((q) => q.id));
const twoPages = (): ClaimedData => ({
  pages: [
    [claimedQuestion(30), claimedQuestion(20)],
    [claimedQuestion(12), claimedQuestion(7, { status: "claimed" })],
  ],
  pageParams: [undefined, 20],
});

describe("the claimed-questions cache", () => {
  it("puts a new claim at the head of the first page, out of any page it was on, keeping the older pages' cursors", async () => {
    const { result, cache } = setup(() => useClaimQuestion(), twoPages());
    await act(() => result.current.mutateAsync({ id: 7 }));
    expect(ids(cache())).toEqual([[7, 30, 20], [12]]);
    expect(cache()?.pageParams).toEqual([undefined, 20]);
    expect(cache()?.pages[0]?.[0]).toEqual(
      claimedQuestion(7, { claimedAt: CLAIMED_AT, claimExpiresAt: HOLD_ENDS, content: queueItem(7).content }),
    );
  });

  it("starts the list with the new claim when nothing was cached", async () => {
    const { result, cache } = setup(() => useClaimQuestion());
    await act(() => result.current.mutateAsync({ id: 7 }));
    expect(ids(cache())).toEqual([[7]]);
    expect(cache()?.pageParams).toEqual([undefined]);
  });

  it("marks an answered claim on whichever page holds it", async () => {
    const { result, cache } = setup(() => useSubmitAnswer(), twoPages());
    await act(() => result.current.mutateAsync({ questionId: 12, content: "An answer", includeDisclaimer: true }));
    expect(cache()?.pages[1]?.[0]).toMatchObject({ id: 12, status: "answered", answeredAt: CLAIMED_AT });
    expect(
      cache()
        ?.pages.flat()
        .filter((q) => q.status === "answered")
        .map((q) => q.id),
    ).toEqual([12]);
    expect(cache()?.pageParams).toEqual([undefined, 20]);
  });

  it("keeps Load More Questions after a claim from a full last page of the queue", async () => {
    const page = (skip?: number) =>
      Array.from({ length: 51 }, (_, i) => queueItem(i + 1))
        .filter((q) => q.id !== skip)
        .slice(0, 50);
    let claimed = false;
    mockFetch({
      "GET /api/questions/queue?categoryId=all": () => jsonResponse(200, claimed ? page(7) : page()),
      "POST /api/questions/7/claim": () => {
        claimed = true;
        return jsonResponse(200, {
          ...queueItem(7),
          status: "claimed",
          updatedAt: CLAIMED_AT,
          claimedAt: CLAIMED_AT,
          answeredAt: null,
        });
      },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ queue: useQueue(ALL_FILTERS), claim: useClaimQuestion() }), { wrapper });
    await waitFor(() => expect(result.current.queue.items).toHaveLength(50));
    expect(result.current.queue.hasNextPage).toBe(true);
    await act(() => result.current.claim.mutateAsync({ id: 7 }));
    expect(result.current.queue.items.map((q) => q.id)).not.toContain(7);
    await waitFor(() => expect(result.current.queue.items).toHaveLength(50));
    expect(result.current.queue.hasNextPage).toBe(true);
  });
});
