/**
 * `npm run fonts:script-faces`: writes the Indic pages' cuts as the build does (scripts/integrations/script-faces.ts),
 * the Sinhala, Tamil and Devanagari faces (script-faces.ts) and the brand face for those pages (brand-face.ts),
 * into src/assets/fonts/generated/, and prints their sizes.
 */
import { writeBrandCut } from "./brand-face.ts";
import { writeScriptFaces } from "./script-faces.ts";

console.log(await writeScriptFaces());
console.log(await writeBrandCut());
