/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'`): DOM XSS sinks such as innerHTML
 * refuse plain strings. Only two strings ever reach one, both from React and React Router when a page
 * changes client-side, and both inert:
 * - React DOM creates a <script> element by parsing "<script></script>" with innerHTML (a script created
 *   that way never runs);
 * - React Router then writes JSON-LD structured data into it.
 * This `default` policy lets exactly those through and refuses anything else, so markup or code from
 * anywhere still cannot reach the DOM.
 */
type PolicyFactory = {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScript(input: string): string },
  ): unknown;
  defaultPolicy?: unknown;
};

const REACT_SCRIPT_SHELL = "<script></script>";

/** Script text: only data (JSON), never code. */
export function allowScriptTextIfJson(input: string): string {
  JSON.parse(input);
  return input;
}

/** HTML: only React's inert script shell, or JSON written into a script element. */
export function allowHtmlIfInert(input: string): string {
  return input === REACT_SCRIPT_SHELL ? input : allowScriptTextIfJson(input);
}

export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy("default", { createHTML: allowHtmlIfInert, createScript: allowScriptTextIfJson });
}

installTrustedTypesPolicy();
