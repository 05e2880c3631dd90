import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./client"),
  publicDir: here("./client/public"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": here("./client/src"),
      "@shared": here("./shared"),
    },
  },
  build: {
    outDir: here("./dist/client"),
    emptyOutDir: true,
    // No inline scripts or module preload polyfill: the CSP allows only same-origin script files.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
