/**
 * The data behind the WebMCP tools, generated at build time from the content (scripts/site-files) and
 * fetched on a tool's first call, so it never weighs on a page's first load. Plain Node-loadable TypeScript:
 * the generator imports it too.
 */
export const AGENT_TOOLS_DATA_PATH = "/agent-tools.json";

export interface AgentToolsData {
  /** How pricing works (no price is ever published). */
  pricing: string;
  services: {
    id: string;
    title: string;
    summary: string;
    url: string;
    packages: { name: string; features: string[] }[];
  }[];
  packages: {
    id?: string;
    name: string;
    category: string;
    description?: string;
    features: string[];
    url: string;
  }[];
  templates: {
    id: string;
    title: string;
    category: string;
    description?: string;
    features: string[];
    url: string;
  }[];
}
