import {
  Building2,
  Camera,
  ClipboardList,
  Compass,
  LayoutTemplate,
  type LucideIcon,
  Monitor,
  Palette,
  PenTool,
  Rocket,
  Search,
  Sparkles,
} from "lucide-react";

/** The marks the Services page's content may name. */
export const servicesIcons = {
  monitor: Monitor,
  layout: LayoutTemplate,
  "pen-tool": PenTool,
  palette: Palette,
  camera: Camera,
  search: Search,
  building: Building2,
  compass: Compass,
  clipboard: ClipboardList,
  sparkles: Sparkles,
  rocket: Rocket,
} satisfies Record<string, LucideIcon>;

export type ServicesIconName = keyof typeof servicesIcons;
