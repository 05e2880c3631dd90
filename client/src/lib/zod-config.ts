import { z } from "zod";

// The CSP allows no eval: keep zod from probing `new Function` (the probe alone triggers a CSP violation report).
z.config({ jitless: true });
