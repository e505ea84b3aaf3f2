import { describe, expect, it } from "vitest";
import { uploadedImage, variantWidths } from "./variants";

describe("uploaded image variants", () => {
  it("uses the pages' photo widths, never enlarging", () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1600]);
    expect(variantWidths(1600)).toEqual([480, 800, 1600]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(800)).toEqual([480, 800]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(80)).toEqual([80]);
  });

  it("gives the page a srcset of every width and a middle-sized src", () => {
    const image = uploadedImage("gallery/1700000000000-terrasse.webp", [1600, 480, 800], {
      width: 1600,
      height: 1200,
    });
    expect(image).toEqual({
      src: "/storage/website-images/gallery/1700000000000-terrasse.webp?w=800",
      srcSet:
        "/storage/website-images/gallery/1700000000000-terrasse.webp?w=480 480w, " +
        "/storage/website-images/gallery/1700000000000-terrasse.webp?w=800 800w, " +
        "/storage/website-images/gallery/1700000000000-terrasse.webp?w=1600 1600w",
      large: "/storage/website-images/gallery/1700000000000-terrasse.webp?w=1600",
      width: 1600,
      height: 1200,
    });
    expect(
      uploadedImage("logos/1700000000000-logo.webp", [300], { width: 300, height: 75 }).src,
    ).toBe("/storage/website-images/logos/1700000000000-logo.webp?w=300");
  });
});
