/**
 * The data behind the WebMCP tools: written at build from the content (src/pages/agent-tools.json.ts, see
 * build-agent-tools-data.ts) and fetched on a tool's first call, so it never weighs on a page.
 */
export const AGENT_TOOLS_DATA_PATH = "/agent-tools.json";

export interface AgentToolsData {
  /** How pricing works (no price is ever published). */
  pricing: string;
  /** What the enquiry tool prepares: a WhatsApp message from these words, after the visitor confirms. */
  enquiry: {
    whatsappNumber: string;
    intro: string;
    labels: { name: string; service: string; message: string };
    /** Asked before the message is prepared; the message follows it. */
    confirm: string;
  };
  services: {
    id: string;
    title: string;
    summary: string;
    /** Its page, once the site has one. */
    url?: string;
    packages: { name: string; features: string[] }[];
  }[];
  packages: {
    id?: string;
    name: string;
    category: string;
    description?: string;
    features: string[];
    /** Its page, once the site has one. */
    url?: string;
  }[];
  templates: {
    id: string;
    title: string;
    category: string;
    description?: string;
    features: string[];
    /** Its page, once the site has one. */
    url?: string;
  }[];
}
