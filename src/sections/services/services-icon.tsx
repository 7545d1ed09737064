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

const icons = {
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

export type ServicesIconName = keyof typeof icons;

export function ServicesIcon({ name, className = "size-6" }: { name: ServicesIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
