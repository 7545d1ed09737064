import { describe, expect, it } from "vitest";
import { scriptWords, syllableTexts } from "./syllables.ts";

describe("the syllables a cut keeps", () => {
  const codePoints = (text: string) => [...new Set([...text].map((char) => char.codePointAt(0)!))];

  it("joins two consonants by the virama, with a vowel sign, a closing mark and a repha", () => {
    const hindi = syllableTexts("hi", codePoints("कषतरि\u094D\u0902\u093C\u091C"));
    for (const syllable of ["क", "क्ष", "क्षि", "क्षिं", "र्कि", "त्र", "क्", "ज़", "ज़्र", "र्क्षिं"])
      expect(hindi, syllable).toContain(syllable);
    // Only consonants are joined: the vowel sign is never a cluster's part.
    expect(hindi.some((syllable) => syllable.includes("ि\u094D"))).toBe(false);
  });

  it("writes Sinhala's conjuncts with and without the zero-width joiner, and its repaya", () => {
    const sinhala = syllableTexts("si", codePoints("කයර\u0DCA\u0DD2\u0D82"));
    for (const syllable of ["ක්\u200Dය", "ක්ය", "ර්\u200Dකි", "කිං"])
      expect(sinhala, syllable).toContain(syllable);
  });

  it("finds a language's words in a text, each once", () => {
    expect(scriptWords("नमस्ते, hello नमस्ते दुनिया!", codePoints("नमसतदुनियाे\u094D"))).toEqual(["नमस्ते", "दुनिया"]);
  });
});
