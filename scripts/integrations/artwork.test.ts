import { beforeEach, describe, expect, it, vi } from "vitest";

const generateArtwork = vi.fn(async () => ({
  summary: "97 drawings: 0 drawn, 97 unchanged, 0 removed in 0.9 s",
}));
vi.mock("#artwork/generate.ts", () => ({ generateArtwork }));
const { artwork } = await import("./artwork.ts");

type Setup = (options: { command: string; logger: { info: (message: string) => void } }) => Promise<void>;
const setup = artwork().hooks["astro:config:setup"] as unknown as Setup;

describe("the artwork integration", () => {
  beforeEach(() => generateArtwork.mockClear());

  it.each(["build", "dev"])("draws the masters before `astro %s`", async (command) => {
    const info = vi.fn();
    await setup({ command, logger: { info } });
    expect(generateArtwork).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith(expect.stringContaining("src/assets/generated: 97 drawings"));
  });

  it.each(["sync", "preview"])("leaves them alone for `astro %s`", async (command) => {
    await setup({ command, logger: { info: vi.fn() } });
    expect(generateArtwork).not.toHaveBeenCalled();
  });
});
