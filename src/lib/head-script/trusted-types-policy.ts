/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'`): DOM XSS sinks such as innerHTML
 * refuse plain strings. No code of ours writes markup; the one `default` policy lets through only what is
 * inert: JSON written as script text (speculation rules, structured data) and React's empty script shell.
 * Anything else is refused, so markup or code from anywhere still cannot reach the DOM.
 */
type PolicyFactory = {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScript(input: string): string },
  ): unknown;
  defaultPolicy?: unknown;
};

/** Script text: only data (JSON), never code. */
function allowScriptTextIfJson(input: string): string {
  JSON.parse(input);
  return input;
}

/** HTML: only React's inert script shell, or JSON. */
function allowHtmlIfInert(input: string): string {
  return input === "<script></script>" ? input : allowScriptTextIfJson(input);
}

export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy("default", { createHTML: allowHtmlIfInert, createScript: allowScriptTextIfJson });
}
