import { useEffect, useState } from "react";
import { matchTemplateId, requestedName } from "./requested-template.ts";

interface RequestedTemplateProps {
  /** "Looking for: " */
  lookingFor: string;
  /** Every template's id (its page is /templates/<id>). */
  templateIds: readonly string[];
}

/**
 * The "Looking for: <name>" line of the template-not-found page (an island, hydrated on load). The server
 * answers every unknown /templates/<name> with this page, so the name is read from the address. A name that
 * does mean a template, written another way (/templates/MonkHub-Ultimate), goes on to that template's page.
 */
export function RequestedTemplate({ lookingFor, templateIds }: RequestedTemplateProps) {
  // Empty in the built page: the address is only known in the browser.
  const [name, setName] = useState("");

  useEffect(() => {
    const requested = requestedName(window.location.pathname);
    const id = matchTemplateId(requested, templateIds);
    if (id) {
      window.location.replace(`/templates/${id}${window.location.search}${window.location.hash}`);
      return;
    }
    setName(requested);
  }, [templateIds]);

  if (name === "") return null;
  return (
    <p>
      {lookingFor}
      <strong className="break-words font-semibold text-white">{name}</strong>
    </p>
  );
}
