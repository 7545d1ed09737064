/** `npm start` runs this first: builds the site when no build exists yet. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SITE_MANIFEST_FILE } from "../server/site-manifest.ts";

const manifest = join(import.meta.dirname, "..", "build", SITE_MANIFEST_FILE);
if (!existsSync(manifest)) {
  console.log("No build yet: building the site first (about a minute).");
  execSync("npm run build", { stdio: "inherit" });
}
