// The icon of a line of a service's copy (its title, a feature), by the words it uses.

/** An icon for a line of copy, by what it talks about (first match wins). */
const ICON_WORDS: readonly (readonly [RegExp, string])[] = [
  [/photo|video|reel|camera|shoot|gallery/i, "camera"],
  [/whatsapp|call|enquir|e-?mail|message|repl/i, "mail"],
  [/mobile|responsive|phone/i, "phone"],
  [/speed|fast|quick|turnaround|same day|\bdays?\b/i, "bolt"],
  [/search|seo|keyword|rank/i, "search"],
  [/secur|ssl|backup|protect/i, "shield"],
  [/cart|store|shop|product|payment|checkout/i, "cart"],
  [/deliver|courier|shipping/i, "truck"],
  [/hosting|server|uptime/i, "server"],
  [/domain|global|local|map|countr/i, "globe"],
  [/report|analytic|dashboard|track|conversion|insight/i, "chart"],
  [/calendar|schedul|month|plan/i, "calendar"],
  [/brand|colou?r|palette|guideline|identity/i, "palette"],
  [/\bads?\b|campaign|target|audience|remarketing/i, "target"],
  [/design|logo|creative|copy|edit|retouch|content/i, "pen"],
  [/support|team|training|community|follower|consult/i, "users"],
  [/regist|certificate|form|document|article|legal|tax|secretar/i, "doc"],
  [/seal|stamp/i, "stamp"],
  [/lock|password|private/i, "lock"],
];
const SPARE_ICONS = ["star", "heart", "bolt", "globe"] as const;

export function iconFor(copy: string, index: number): string {
  return ICON_WORDS.find(([words]) => words.test(copy))?.[1] ?? SPARE_ICONS[index % SPARE_ICONS.length]!;
}
