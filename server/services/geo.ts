// Distances for per-km prices and postcode zones: great-circle distance times a road factor.
import { ZONE_COUNT, ZONE_LIMITS_KM } from '../db/seed-reference';

const ROAD_FACTOR = 1.25;

export function roadDistanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.sqrt(h));
  return Math.round(km * ROAD_FACTOR * 10) / 10;
}

export function zoneForDistance(km: number): number {
  const index = ZONE_LIMITS_KM.findIndex((limit) => km <= limit);
  return index === -1 ? ZONE_COUNT : index + 1;
}
