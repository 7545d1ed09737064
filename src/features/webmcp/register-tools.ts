/**
 * Registers the site's tools with the browser's WebMCP API. Built as /webmcp-tools.js and imported by a one-line
 * check in every head only where the browser has a model context (scripts/integrations/webmcp.ts), so other
 * visitors never download it.
 */
import { AGENT_TOOLS_DATA_PATH, type AgentToolsData } from "./agent-tools-data.ts";
import { createSiteTools, type SiteTool } from "./tools.ts";

export interface ModelContext {
  /** Returns a promise in Chromium 156 (rejected for a duplicate or invalid tool). */
  registerTool?: (tool: SiteTool) => unknown;
  provideContext?: (context: { tools: SiteTool[] }) => unknown;
}

let data: Promise<AgentToolsData> | null = null;

/** The tools' data, fetched once on the first call (and again after a failure). */
function loadData(): Promise<AgentToolsData> {
  data ??= fetch(AGENT_TOOLS_DATA_PATH).then((response) => {
    if (!response.ok) throw new Error(`${AGENT_TOOLS_DATA_PATH}: HTTP ${response.status}`);
    return response.json() as Promise<AgentToolsData>;
  });
  data.catch(() => {
    data = null;
  });
  return data;
}

let registered = false;

export function registerSiteTools(modelContext: ModelContext): void {
  if (registered) return;
  registered = true;
  const tools = createSiteTools({ loadData, confirm: (question) => window.confirm(question) });
  if (typeof modelContext.registerTool === "function") {
    for (const tool of tools) {
      const refused = (error: unknown) => console.info(`WebMCP: ${tool.name} was not registered`, error);
      try {
        Promise.resolve(modelContext.registerTool(tool)).catch(refused);
      } catch (error) {
        refused(error);
      }
    }
  } else if (typeof modelContext.provideContext === "function") {
    modelContext.provideContext({ tools });
  }
}
