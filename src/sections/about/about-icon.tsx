import { Award, Eye, Globe, Heart, Lightbulb, type LucideIcon, Target } from "lucide-react";

/** The marks the About page's content may name. */
export const aboutIcons = {
  lightbulb: Lightbulb,
  heart: Heart,
  award: Award,
  globe: Globe,
  target: Target,
  eye: Eye,
} satisfies Record<string, LucideIcon>;

export type AboutIconName = keyof typeof aboutIcons;
