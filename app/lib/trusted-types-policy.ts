/**
 * The site enforces Trusted Types (`require-trusted-types-for 'script'`): DOM XSS sinks such as innerHTML
 * refuse plain strings. The only string the app ever writes into one is structured data — React Router
 * renders JSON-LD `<script type="application/ld+json">` with dangerouslySetInnerHTML when a page changes
 * client-side (a TrustedHTML sink in general, a TrustedScript sink on a <script>). This `default` policy
 * lets exactly that through: a string that parses as JSON (inert data,
 * never executed). Anything else is refused, so markup from anywhere still cannot reach the DOM.
 */
type PolicyFactory = {
  createPolicy(
    name: string,
    rules: { createHTML(input: string): string; createScript(input: string): string },
  ): unknown;
  defaultPolicy?: unknown;
};

export function allowOnlyJson(input: string): string {
  JSON.parse(input);
  return input;
}

export function installTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  // On a <script> element the same write is a TrustedScript sink: the same rule applies.
  factory.createPolicy("default", { createHTML: allowOnlyJson, createScript: allowOnlyJson });
}

installTrustedTypesPolicy();
