/** The `'sha256-…'` sources of a Content-Security-Policy's `script-src`, without their quotes. */
export function scriptHashesOf(policy: string): string[] {
  const scriptSrc = policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return (scriptSrc ?? [])
    .slice(1)
    .filter((source) => /^'sha(?:256|384|512)-[A-Za-z0-9+/=]+'$/.test(source))
    .map((source) => source.slice(1, -1));
}
