import { lazyMap, mapSource, mapTitle, mark } from "../../enhance/contract";

/** The embed's and the link's addresses around the owners' map position. */
function mapUrls(latitude: number, longitude: number) {
  const bbox = [longitude - 0.03, latitude - 0.015, longitude + 0.03, latitude + 0.015]
    .map((value) => value.toFixed(4))
    .join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    link: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=14/${latitude}/${longitude}`,
  };
}

/**
 * The OpenStreetMap embed, 320 px high. The enhancement script (app/enhance/lazy-map.ts)
 * creates the frame only when it comes near the viewport, so no request reaches
 * openstreetmap.org on first load; until then (and without JavaScript) a link to the map
 * stands in its place.
 */
export function OsmMap({
  latitude,
  longitude,
  title,
  linkText,
}: {
  latitude: number;
  longitude: number;
  title: string;
  linkText: string;
}) {
  const { embed: mapEmbedUrl, link: mapLinkUrl } = mapUrls(latitude, longitude);
  return (
    <div
      {...mark(lazyMap)}
      {...mark(mapSource, mapEmbedUrl)}
      {...mark(mapTitle, title)}
      className="h-[320px] overflow-hidden rounded-xl bg-stone-200"
    >
      <div className="flex h-full items-center justify-center p-4">
        <a
          href={mapLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-emerald-900 underline underline-offset-2"
        >
          {linkText}
        </a>
      </div>
    </div>
  );
}
