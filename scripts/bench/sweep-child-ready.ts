/** The line sweep-child.ts prints once it can sweep. */
export const SWEEP_CHILD_READY = "sweep child ready";
