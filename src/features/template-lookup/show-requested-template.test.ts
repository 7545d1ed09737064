// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showRequestedTemplate } from "./show-requested-template.ts";

beforeEach(() => {
  document.body.innerHTML = `<p data-requested-template data-template-ids="edulearn monkhub-ultimate" hidden>Looking for: <strong data-requested-name></strong>.</p>`;
});

const at = (pathname: string) => ({ pathname, search: "", hash: "", replace: vi.fn() });
const line = () => document.querySelector<HTMLElement>("[data-requested-template]")!;

describe("showRequestedTemplate", () => {
  it("shows the name asked for, hyphens read as spaces, as text", () => {
    const location = at("/templates/golden-bakery-%3Cb%3Edeluxe%3C%2Fb%3E");
    showRequestedTemplate(document, location);
    expect(line().hidden).toBe(false);
    expect(line().textContent).toBe("Looking for: golden bakery <b>deluxe</b>.");
    expect(line().querySelector("b")).toBeNull();
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("goes on to the template a name means, keeping the query and fragment", () => {
    const location = { ...at("/templates/MonkHub-Ultimate"), search: "?ref=x", hash: "#top" };
    showRequestedTemplate(document, location);
    expect(location.replace).toHaveBeenCalledWith("/templates/monkhub-ultimate?ref=x#top");
    expect(line().hidden).toBe(true);
  });

  it("goes on to the template's page in the language of the address", () => {
    const location = at("/ta/templates/MonkHub-Ultimate");
    showRequestedTemplate(document, location);
    expect(location.replace).toHaveBeenCalledWith("/ta/templates/monkhub-ultimate");
  });

  it("stays hidden where the address names nothing (the page opened at its own address)", () => {
    showRequestedTemplate(document, at("/template-not-found"));
    expect(line().hidden).toBe(true);
  });
});
