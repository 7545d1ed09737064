/**
 * The admin page's own script (bundled at build into the admin folder, loaded before Decap CMS): registers
 * the file formats the generated configuration names, then starts the editor (config from /admin/config.yml).
 */
import { type DecapFormat, FORMATS, markdownFormat, yamlFormat } from "../formats.ts";

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: {
      registerCustomFormat(name: string, extension: string, format: DecapFormat): void;
      init(options?: object): void;
    };
  }
}

window.CMS_MANUAL_INIT = true;

document.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  if (!cms) throw new Error("Decap CMS did not load.");
  cms.registerCustomFormat(FORMATS.yaml, "yaml", yamlFormat);
  cms.registerCustomFormat(FORMATS.markdown, "md", markdownFormat);
  cms.init();
});
