import { Router } from "express";
import { answerLanguagesInputSchema } from "@shared/validators";
import { requireActor } from "../../auth/actor";
import { requireAttorneyPolicy } from "../../auth/middleware";
import { canKeepAnswerLanguages } from "../../auth/policies";
import type { AppContext } from "../../context";
import { forbidden } from "../../lib/errors";
import { parse } from "../../lib/validate";
import { findAnswerLanguages, setAnswerLanguages } from "./languages.repo";

/**
 * The languages an approved attorney answers in (mounted at /api/attorney/languages, docs/decisions/036): their
 * queue, claims and notices hold only questions written in one of them (auth/visibility.ts).
 */
export function createAnswerLanguagesRouter(ctx: AppContext) {
  const router = Router();
  const attorneyIdOf = async (req: Parameters<typeof requireActor>[1]) => {
    const actor = await requireActor(ctx, req);
    if (!actor.attorney) throw forbidden();
    return actor.attorney.id;
  };

  router.get("/", requireAttorneyPolicy(ctx, canKeepAnswerLanguages), async (req, res) => {
    const languages = await findAnswerLanguages(ctx.database.db, await attorneyIdOf(req));
    if (!languages) throw forbidden();
    res.json({ languages });
  });

  router.put("/", requireAttorneyPolicy(ctx, canKeepAnswerLanguages), async (req, res) => {
    const { languages } = parse(answerLanguagesInputSchema, req.body);
    const kept = await setAnswerLanguages(ctx.database.db, await attorneyIdOf(req), languages);
    if (!kept) throw forbidden();
    res.json({ languages: kept });
  });

  return router;
}
