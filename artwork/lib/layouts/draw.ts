// The portfolio's layout generators by name: each takes data (copy, palette, motif) and returns an SVG; `draw`
// picks the layout an art direction names, `ART_SIZE` says how large it is.
import { type Banner, banner } from "./banner.ts";
import { type Board, board } from "./board.ts";
import { type Email, email } from "./email.ts";
import { type Grid, grid } from "./grid.ts";
import { type Menu, menu } from "./menu.ts";
import { type Pack, pack } from "./pack.ts";
import { type Poster, poster } from "./poster.ts";
import { type Quote, quote } from "./quote.ts";
import { type Social, social } from "./social.ts";

export type Art = Social | Quote | Grid | Board | Poster | Menu | Pack | Banner | Email;

export const ART_SIZE: Record<Art["layout"], readonly [number, number]> = {
  social: [1200, 1200],
  quote: [1200, 1200],
  grid: [1200, 1200],
  board: [1200, 900],
  poster: [1200, 1500],
  menu: [1200, 1500],
  pack: [1200, 1200],
  banner: [1200, 800],
  email: [1200, 1500],
};

export function draw(a: Art): string {
  switch (a.layout) {
    case "social":
      return social(a);
    case "quote":
      return quote(a);
    case "grid":
      return grid(a);
    case "board":
      return board(a);
    case "poster":
      return poster(a);
    case "menu":
      return menu(a);
    case "pack":
      return pack(a);
    case "banner":
      return banner(a);
    case "email":
      return email(a);
  }
}
