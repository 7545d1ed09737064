import { Award, Eye, Globe, Heart, Lightbulb, type LucideIcon, Target } from "lucide-react";

const icons = {
  lightbulb: Lightbulb,
  heart: Heart,
  award: Award,
  globe: Globe,
  target: Target,
  eye: Eye,
} satisfies Record<string, LucideIcon>;

export type AboutIconName = keyof typeof icons;

export function AboutIcon({ name, className = "size-6" }: { name: AboutIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
