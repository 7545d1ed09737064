/** Whether a navigation link points at the page being shown: "/" only itself, others also their sub-pages. */
export function isCurrentLink(linkPath: string, pagePath: string): boolean {
  if (linkPath === "/") return pagePath === "/";
  return pagePath === linkPath || pagePath.startsWith(`${linkPath}/`);
}
