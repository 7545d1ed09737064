// The photography scene: two prints, a camera with the photography arm's name, delivery and the client's rating.
// Drawn on a 1000 × 560 stage.

import type { SceneContext } from "#artwork/art/services/service-art.ts";
import { text } from "#artwork/lib/font.ts";
import { hills, waves } from "#artwork/lib/motifs.ts";
import { card, iconTile, type Theme } from "#artwork/lib/scenes.ts";
import { C, circle, g, rect, rrect } from "#artwork/lib/svg.ts";

export function photography(t: Theme, { identity }: SceneContext): string {
  const o: string[] = [];
  const frame = (
    x: number,
    y: number,
    w: number,
    h: number,
    rot: number,
    scene: "hills" | "waves",
    id: string,
  ): string => {
    const inner = `<clipPath id="${id}"><rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 60}"/></clipPath>`;
    const art =
      scene === "hills"
        ? rect(x + 14, y + 14, w - 28, h - 60, "#FFE9B8") +
          hills(x + 14, y + 14, w - 28, h - 60, {
            bg: "",
            fg: C.tealDark,
            accent: C.saffron,
            soft: "#5EEAD4",
            ink: C.ink,
          })
        : rect(x + 14, y + 14, w - 28, h - 60, "#FDE7D0") +
          waves(x + 14, y + 14, w - 28, h - 60, {
            bg: "",
            fg: C.teal,
            accent: "#F97316",
            soft: "#99F6E4",
            ink: C.ink3,
          });
    return g(
      rect(x, y, w, h, C.white, { filter: "url(#sh)" }) + inner + g(art, { "clip-path": `url(#${id})` }),
      { transform: `rotate(${rot} ${x + w / 2} ${y + h / 2})` },
    );
  };
  o.push(frame(60, 70, 300, 300, -8, "hills", "pf1"));
  o.push(frame(640, 60, 300, 300, 7, "waves", "pf2"));
  // camera
  const cx = 500;
  const cy = 330;
  o.push(
    g(rrect(cx - 190, cy - 110, 380, 240, 34, C.ink2) + rrect(cx - 120, cy - 150, 120, 50, 14, C.ink2), {
      filter: "url(#sh)",
    }),
  );
  o.push(rrect(cx - 190, cy - 60, 380, 30, 0, C.ink3));
  o.push(
    circle(cx, cy + 10, 100, C.ink3),
    circle(cx, cy + 10, 78, C.ink),
    circle(cx, cy + 10, 56, C.ink4),
    circle(cx, cy + 10, 34, "#0F3B5C"),
    circle(cx - 14, cy - 4, 12, "#FFFFFF", { opacity: 0.5 }),
  );
  o.push(circle(cx + 140, cy - 80, 14, C.saffron), rrect(cx - 170, cy - 92, 50, 20, 6, C.teal));
  o.push(
    text(identity.photographyArm.toUpperCase(), cx, cy + 158, {
      size: 15,
      weight: 800,
      fill: t.text,
      anchor: "middle",
      tracking: 0.2,
    }),
  );
  // contact strip
  o.push(card(60, 440, 330, 90, t), iconTile(80, 458, 54, "camera", C.saffron, C.ink));
  o.push(
    text("240 edited photos", 150, 482, { size: 17, weight: 800, fill: t.text }),
    text("delivered in 5 days", 150, 508, { size: 14, weight: 500, fill: t.muted }),
  );
  o.push(
    card(640, 440, 300, 90, t),
    text("Client rating", 662, 474, { size: 14, weight: 600, fill: t.muted }),
  );
  o.push(stars(662, 500, 26, C.saffron));
  return o.join("");
}

function stars(x: number, y: number, size: number, fill: string): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const cx = x + size / 2 + i * size * 1.15;
    const pts: string[] = [];
    for (let k = 0; k < 10; k++) {
      const r = k % 2 ? size * 0.2 : size * 0.5;
      const a = (Math.PI / 5) * k - Math.PI / 2;
      pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`);
    }
    out += `<path d="M${pts.join(" L")} Z" fill="${fill}"/>`;
  }
  return out;
}
