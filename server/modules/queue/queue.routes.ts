import { Router } from "express";
import { QUEUE_CUTOFF_HEADER } from "@shared/api/types";
import {
  answerSchema,
  attorneyStatsQuerySchema,
  claimBodySchema,
  claimedQuerySchema,
  idParamSchema,
  queueQuerySchema,
  releaseSchema,
} from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyGates, requireAttorneyPolicy, requirePolicy } from "../../auth/middleware";
import {
  canBrowseQueue,
  canListClaimedQuestions,
  canReleaseAnyClaim,
  canSeeOwnAttorneyStats,
  isApprovedAttorney,
} from "../../auth/policies";
import type { AppContext } from "../../context";
import { sendJsonText } from "../../lib/json-response";
import { parse } from "../../lib/validate";
import * as service from "./queue.service";

/**
 * The attorney's side of a question (mounted at /api/questions, beside the asker's side, with paths of its own): the
 * queue, claiming, giving back, answering.
 */
export function createQueueRouter(ctx: AppContext) {
  const router = Router();

  router.get("/queue", requireAttorneyPolicy(ctx, canBrowseQueue), async (req, res) => {
    const query = parse(queueQuerySchema, req.query);
    const { page, cutoff } = await service.browse(ctx, await requireActor(ctx, req), query);
    // The walk's next page sends it back as `cutoff`, so one walk keeps one order over the day's change.
    res.set(QUEUE_CUTOFF_HEADER, cutoff);
    sendJsonText(res, page);
  });

  // Whether this attorney may claim this particular question is decided by the claim statement itself.
  router.post("/:id/claim", requireAttorneyPolicy(ctx, isApprovedAttorney), async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const body = parse(claimBodySchema, req.body);
    res.json(await service.claim(ctx, await requireActor(ctx, req), id, body));
  });

  // docs/decisions/020: the claiming attorney gives the question back. Anyone else is refused by the service: 404 when
  // they may not see the question, 403 when they may (its asker, an admin).
  router.post("/:id/release", requireAttorneyGates(ctx, isApprovedAttorney), async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(releaseSchema, req.body);
    res.json(await service.release(ctx, await requireActor(ctx, req), id, input));
  });

  router.post("/:id/answer", requireAttorneyPolicy(ctx, isApprovedAttorney), async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(answerSchema, req.body);
    res.status(201).json(await service.answer(ctx, await requireActor(ctx, req), id, input));
  });

  return router;
}

/** An admin ends any claim (mounted at /api/admin/questions). */
export function createAdminQuestionsRouter(ctx: AppContext) {
  const router = Router();
  router.post("/:id/release", requirePolicy(ctx, canReleaseAnyClaim), async (req, res) => {
    const { id } = parse(idParamSchema, req.params);
    const input = parse(releaseSchema, req.body);
    res.json(await service.releaseAsAdmin(ctx, await requireActor(ctx, req), id, input));
  });
  return router;
}

/** The attorney's own work (mounted at /api/attorney): their claims and their figures. */
export function createAttorneyWorkRouter(ctx: AppContext) {
  const router = Router();

  router.get("/claimed-questions", requireAttorneyPolicy(ctx, canListClaimedQuestions), async (req, res) => {
    const query = parse(claimedQuerySchema, req.query);
    sendJsonText(res, await service.listClaimed(ctx, await requireActor(ctx, req), query));
  });

  router.get("/stats", requireAttorneyPolicy(ctx, canSeeOwnAttorneyStats), async (req, res) => {
    const query = parse(attorneyStatsQuerySchema, req.query);
    res.json(await service.ownStats(ctx, await requireActor(ctx, req), query));
  });

  return router;
}
