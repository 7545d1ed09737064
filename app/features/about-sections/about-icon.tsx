import { Award, Eye, Globe, Heart, Lightbulb, type LucideIcon, Target } from "lucide-react";
import type { AboutIcon as AboutIconName } from "~/content/about.schema";

const icons: Record<AboutIconName, LucideIcon> = {
  lightbulb: Lightbulb,
  heart: Heart,
  award: Award,
  globe: Globe,
  target: Target,
  eye: Eye,
};

export function AboutIcon({ name, className = "size-6" }: { name: AboutIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
