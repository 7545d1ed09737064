/**
 * /.well-known/ai-catalog.json (Agentic Resource Discovery, spec 1.0): tells agents where the site's guide
 * for them is. Lighthouse's `ard-schema` audit validates it with the ARD conformance tester.
 */
export interface AiCatalogInput {
  name: string;
  /** Host part of the site, e.g. "serendib.digital": the publisher in the URNs. */
  host: string;
  absoluteUrl: (path: string) => string;
  logoPath: string;
}

export function aiCatalog({ name, host, absoluteUrl, logoPath }: AiCatalogInput) {
  return {
    specVersion: "1.0",
    host: {
      displayName: name,
      documentationUrl: absoluteUrl("/llms.txt"),
      logoUrl: absoluteUrl(logoPath),
    },
    entries: [
      {
        identifier: `urn:air:${host}:site:llms-txt`,
        displayName: `${name}: guide for AI agents (llms.txt)`,
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: absoluteUrl("/llms.txt"),
        representativeQueries: [
          `What services does ${name} offer?`,
          `How do I contact ${name} for a quote?`,
          `Which website templates does ${name} sell?`,
        ],
        trustManifest: { identity: host },
      },
    ],
  };
}
