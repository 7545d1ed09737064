import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TopBar } from "./top-bar.tsx";

const links = [
  { to: "/", label: "Home" },
  { to: "/services", label: "Services" },
  { to: "/contact", label: "Contact" },
];

const currentLinks = (currentPath: string) =>
  [
    ...renderToStaticMarkup(
      <TopBar
        siteName="Agency"
        homeHref="/"
        homeLinkLabel="Agency home"
        navLabel="Main"
        links={links}
        cta={{ to: "/get-quote", label: "Get Quote" }}
        currentPath={currentPath}
      />,
    ).matchAll(/<a href="([^"]+)" aria-current="page"/g),
  ].map((match) => match[1]);

describe("top bar", () => {
  it("marks Home current only on the home page", () => {
    expect(currentLinks("/")).toEqual(["/"]);
    expect(currentLinks("/contact")).toEqual(["/contact"]);
  });

  it("marks a section current on its sub-pages too", () => {
    expect(currentLinks("/services/seo-optimization")).toEqual(["/services"]);
  });

  it("marks nothing on a page outside the links", () => {
    expect(currentLinks("/404")).toEqual([]);
  });
});
