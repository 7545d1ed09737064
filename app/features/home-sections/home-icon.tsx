import {
  Building2,
  Layers,
  type LucideIcon,
  Megaphone,
  Monitor,
  Palette,
  ShoppingCart,
  Sparkles,
  TrendingUp,
} from "lucide-react";
import type { HomeIcon as HomeIconName } from "~/content/home.schema";

const icons: Record<HomeIconName, LucideIcon> = {
  sparkles: Sparkles,
  "trending-up": TrendingUp,
  layers: Layers,
  monitor: Monitor,
  palette: Palette,
  megaphone: Megaphone,
  "shopping-cart": ShoppingCart,
  building: Building2,
};

export function HomeIcon({ name, className = "size-6" }: { name: HomeIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
