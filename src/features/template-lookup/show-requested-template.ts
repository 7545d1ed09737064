import { localeOfPath, localizedPath } from "#contracts/locales.ts";
import { matchTemplateId, requestedName } from "./requested-template.ts";

/**
 * The template-not-found page's "Looking for: <name>" line. The server answers every unknown /templates/<name>
 * with that page, so the name is only known in the browser: read it from the address and show it, or, when it
 * does mean a template written another way (/templates/MonkHub-Ultimate), go on to that template's page.
 * A page script of about a kilobyte, not a React island: the line is all it changes.
 *
 * The line is `[data-requested-template]` (hidden until filled), naming every template id in
 * `data-template-ids` (space-separated); the name goes into its `[data-requested-name]`.
 */
export function showRequestedTemplate(
  root: ParentNode = document,
  location: Pick<Location, "pathname" | "search" | "hash" | "replace"> = window.location,
): void {
  const line = root.querySelector<HTMLElement>("[data-requested-template]");
  if (!line) return;
  const ids = (line.dataset.templateIds ?? "").split(" ").filter(Boolean);
  const name = requestedName(location.pathname);
  const id = matchTemplateId(name, ids);
  if (id) {
    // The template's page in the language of the address asked for (/si/templates/<id>).
    location.replace(
      `${localizedPath(`/templates/${id}`, localeOfPath(location.pathname))}${location.search}${location.hash}`,
    );
    return;
  }
  const slot = line.querySelector("[data-requested-name]");
  if (!slot || name === "") return;
  slot.textContent = name;
  line.hidden = false;
}
