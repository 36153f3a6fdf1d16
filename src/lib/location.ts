// A customer's shared location as the shop reads it: the pin and, for the operator, a map link.
// Pure, shared by the orders store, the orders API view and the agent.

export interface SharedLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}

/** A link that opens the pin on a map (Google Maps' documented search URL; any phone opens it). */
export function mapLink(location: Pick<SharedLocation, "latitude" | "longitude">): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.latitude.toFixed(6)},${location.longitude.toFixed(6)}`;
}

/** The four order columns back into a location; null unless both coordinates are there. */
export function locationFromColumns(row: { location_latitude: number | null; location_longitude: number | null; location_name: string | null; location_address: string | null }): SharedLocation | null {
  if (row.location_latitude === null || row.location_longitude === null) return null;
  return {
    latitude: row.location_latitude,
    longitude: row.location_longitude,
    ...(row.location_name ? { name: row.location_name } : {}),
    ...(row.location_address ? { address: row.location_address } : {}),
  };
}
