import exifReader from "exif-reader";
import sharp from "sharp";

/** A PNG of one colour, `width`×`height`. */
export function plainPng(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/**
 * A camera photo as phones write it: pixels stored sideways with EXIF orientation 6 (shown
 * turned 90° clockwise), the GPS position of the house, camera make and model, a P3 ICC
 * profile and XMP with the author's name. Stored 2000×1000, left half red, right half blue;
 * shown upright it is 1000×2000, red on top.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 1000, height: 1000, channels: 3, background: "#d00000" },
  })
    .png()
    .toBuffer();
  const photo = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: "#0000d0" },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: "TestCam", Model: "Almblick X1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "46/1 43/1 12/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "13/1 50/1 30/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Familie Almblick</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .jpeg({ quality: 90 })
    .toBuffer();
  // The fixture itself must carry what the site has to remove.
  const meta = await sharp(photo).metadata();
  const exif = exifReader(meta.exif as Buffer);
  if (!exif.GPSInfo?.GPSLatitude || meta.orientation !== 6 || !meta.icc || !meta.xmp) {
    throw new Error("the test photo lacks its metadata");
  }
  return photo;
}

/** Every candidate of a srcset: URL and width descriptor. */
export function srcSetCandidates(srcSet: string) {
  return srcSet.split(",").map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    return { url, width: Number(descriptor.replace(/w$/, "")) };
  });
}

/** What a served variant is: its format, size, the metadata left, and two pixel colours. */
export async function inspectServed(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    /** Which of EXIF, ICC, XMP, IPTC and the orientation the variant still carries. */
    metadataLeft: (["exif", "icc", "xmp", "iptc", "orientation"] as const).filter(
      (kind) => meta[kind] !== undefined,
    ),
    top: pixel(Math.floor(info.width / 2), 2),
    bottom: pixel(Math.floor(info.width / 2), info.height - 3),
  };
}
