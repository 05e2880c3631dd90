export * from "./auth";
export * from "./attorneys";
export * from "./limits";
export * from "./questions";
export * from "./text";
export * from "./triage";
export * from "./account";
export * from "./notifications";
