/**
 * /.well-known/ai-catalog.json (Agentic Resource Discovery, spec 1.0): tells agents where the site's guide for
 * them is. Lighthouse's `ard-schema` audit validates it with the ARD conformance tester.
 */
export interface AiCatalogInput {
  name: string;
  /** Host part of the site, e.g. "serendib.digital": the publisher in the URNs. */
  host: string;
  absoluteUrl: (path: string) => string;
  logoPath: string;
  guideName: string;
  questions: readonly string[];
}

export function aiCatalog({ name, host, absoluteUrl, logoPath, guideName, questions }: AiCatalogInput) {
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
        displayName: guideName,
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: absoluteUrl("/llms.txt"),
        representativeQueries: [...questions],
        trustManifest: { identity: host },
      },
    ],
  };
}
