export * from "./auth";
export * from "./attorneys";
export * from "./limits";
export * from "./questions";
export * from "./text";
export * from "./triage";
export * from "./account";
export * from "./outcomes";
export * from "./notifications";
// docs/decisions/031: two-step sign-in and passkeys.
export * from "./two-factor";
export * from "./passkeys";
// docs/decisions/036: languages.
export * from "./languages";
