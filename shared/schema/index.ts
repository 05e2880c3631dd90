export * from "./users";
export * from "./attorneys";
export * from "./categories";
export * from "./questions";
export * from "./answers";
export * from "./follow-ups";
export * from "./sessions";
export * from "./rate-limits";
