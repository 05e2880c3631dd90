// A catalog imported by the Lingui Vite plugin: the .po file compiled to its messages (docs/decisions/038).
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
