import { fillTemplate } from "#contracts/words.ts";
import type { SITE_VARIABLES } from "./schemas/parts.ts";

export { fillTemplate };

export type SiteVariable = (typeof SITE_VARIABLES)[number];

/** The values `{siteName}` and the other site words stand for, taken from the identity file. */
export function siteVariables(identity: {
  name: string;
  legalName: string;
  assistant: { name: string };
  responseHours: number;
  foundedYear: number;
  photographyArm: string;
}): Record<SiteVariable, string> {
  return {
    siteName: identity.name,
    legalName: identity.legalName,
    assistantName: identity.assistant.name,
    responseHours: String(identity.responseHours),
    foundedYear: String(identity.foundedYear),
    photographyArm: identity.photographyArm,
  };
}

/** Every string in `value` (deeply) with the site words filled in. Other values are returned as they are. */
export function withSiteVariables<T>(value: T, variables: Readonly<Record<SiteVariable, string>>): T {
  if (typeof value === "string") return fillTemplate(value, variables) as T;
  if (Array.isArray(value)) return value.map((item) => withSiteVariables(item, variables)) as T;
  // A photo (Astro's image data) is left untouched: reading its fields would make Astro ship the full-size
  // original beside the sizes the pages use.
  if (value && typeof value === "object" && "src" in value && "format" in value && "width" in value)
    return value;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withSiteVariables(item, variables)]),
    ) as T;
  }
  return value;
}
