const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = [
  "body{margin:0;font:1.0625rem/1.6 system-ui,sans-serif;color:#0b1020;background:#f6f7fb}",
  "main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:1rem;",
  "box-shadow:0 10px 30px rgb(11 16 32/.08)}h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}",
  "li{margin:.25rem 0;color:#9f1239}a{color:#0b6e64;font-weight:600}",
].join("");

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * The page a form post that cannot be sent gets: a heading, what to fix (the form's own messages, never what
 * was typed), and the way back to the form. No script; its one style is allowed by its hash.
 */
export async function formAnswerPage(copy: {
  lang: string;
  title: string;
  intro: string;
  back: string;
  problems: readonly string[];
  backHref: string;
}): Promise<{ body: string; csp: string }> {
  const items = copy.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("");
  const body = [
    "<!doctype html>",
    `<html lang="${escapeHtml(copy.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(copy.title)}</title><style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(copy.intro)}</p>`,
    `<ul>${items}</ul><p><a href="${escapeHtml(copy.backHref)}">${escapeHtml(copy.back)}</a></p></main></body></html>`,
  ].join("");
  const csp = `default-src 'none'; style-src 'sha256-${await sha256Base64(STYLE)}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
  return { body, csp };
}
