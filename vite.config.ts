import { fileURLToPath } from "node:url";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here("./client"),
  publicDir: here("./client/public"),
  plugins: [
    // Lingui's macros (t, Trans, msg, Plural) become catalog lookups before React's transform (docs/decisions/038).
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    lingui(),
    tailwindcss(),
    // .br and .gz beside each text file, at maximum quality once at build time; server/static.ts picks one per
    // request. The server does not compress on the fly: its CPU is what the API benchmark runs out of.
    compression({
      include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
      algorithms: ["brotliCompress", "gzip"],
      logLevel: "silent",
    }),
  ],
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
    // Everything the landing page loads at once goes in one file. Left alone, the bundler split modules that the
    // entry shares with lazily loaded screens into small files of their own once two more screens arrived: more
    // requests and 2.5 KB more (gzip) for the same code (docs/decisions/029, "Consequences").
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "initial", tags: ["$initial"] }] },
        // Each catalog is named for its language and part, so the bench can count what the landing page loads before its
        // first draw (the landing part and the server's words: docs/decisions/038 and 040) with its initial JS.
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? "";
          const [, locale, part] =
            /locales\/(\w+)\/(\w+)\.po$/.exec(id) ??
            /shared\/i18n\/messages-(\w+)\.ts$/.exec(id)?.concat("server") ??
            [];
          return locale ? `assets/messages-${locale}-${part}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
