import {
  Aperture,
  Briefcase,
  Building2,
  Camera,
  Code,
  Globe,
  type LucideIcon,
  Megaphone,
  Palette,
  PenTool,
  Rocket,
  Server,
  ShoppingCart,
  Store,
  TrendingUp,
} from "lucide-react";
import type { PackageIcon as PackageIconName } from "#src/content/schemas/pricing-packages.ts";

/** The icon a package names in its file. */
export const packageIcons: Record<PackageIconName, LucideIcon> = {
  camera: Camera,
  aperture: Aperture,
  palette: Palette,
  "pen-tool": PenTool,
  megaphone: Megaphone,
  "trending-up": TrendingUp,
  rocket: Rocket,
  code: Code,
  "shopping-cart": ShoppingCart,
  building: Building2,
  briefcase: Briefcase,
  globe: Globe,
  server: Server,
  store: Store,
};
