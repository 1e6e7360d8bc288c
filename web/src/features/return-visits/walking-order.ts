// The suggested walking order through the due return visits (docs/product/return-visits.md):
// nearest neighbour, from the member's position when it is known, else from the first due visit
// (the list's order). Visits without a pin are left out. Distances are great circles, as the GPS
// pages measure them.
import { distanceMeters, type LatLng } from '../gps/index.ts';

export interface Placed {
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
}

const hasPin = <T extends Placed>(visit: T): visit is T & LatLng => visit.latitude != null && visit.longitude != null;

export function walkingOrder<T extends Placed>(visits: readonly T[], start?: LatLng | null): (T & LatLng)[] {
  const left = visits.filter(hasPin);
  const order: (T & LatLng)[] = [];
  let here: LatLng | undefined = start ?? undefined;
  if (!here && left.length > 0) {
    const first = left.shift()!;
    order.push(first);
    here = first;
  }
  while (left.length > 0 && here) {
    let nearest = 0;
    let best = Number.POSITIVE_INFINITY;
    left.forEach((visit, index) => {
      const distance = distanceMeters(here!, visit);
      if (distance < best) {
        best = distance;
        nearest = index;
      }
    });
    const next = left.splice(nearest, 1)[0]!;
    order.push(next);
    here = next;
  }
  return order;
}
