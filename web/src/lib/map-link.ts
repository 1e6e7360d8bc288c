// A location as an alert or a check-in carries it, "lat, lng (±acc m)" or free text, as a link
// that opens it on OpenStreetMap.

/** A map link for a location sent as "lat, lng (±acc m)"; null for free text. */
export function mapLink(location: string): string | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)/.exec(location);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}
