/**
 * Each page is rendered in its language (src/lib/page-locale.ts): Astro's i18n routing says which, from the
 * page's address. The page is read to its end inside that language, so that nothing rendered late reads
 * another.
 */

import { defineMiddleware } from "astro:middleware";
import { DEFAULT_LOCALE, isLocale } from "#contracts/locales.ts";
import { pageLocaleStorage } from "#src/lib/page-locale.ts";

export const onRequest = defineMiddleware((context, next) => {
  const code = context.currentLocale;
  const locale = isLocale(code) ? code : DEFAULT_LOCALE;
  return pageLocaleStorage.run(locale, async () => {
    const response = await next();
    if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
    return new Response(await response.text(), response);
  });
});
