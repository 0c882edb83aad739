// The signed-in staff member's time zone, set once for every date the web formats and every day a
// date filter reads (the domain's formatting reads it). US Eastern until they choose another.
import { DEFAULT_TIME_ZONE, setDisplayTimeZone } from '@staff-console/domain';
import { useAuth } from './auth-context';

/** Sets the display zone from the signed-in user during render, so the first paint is already in it; answers the zone. */
export function useDisplayTimeZone(): string {
  const { user } = useAuth();
  const zone = user?.timeZone ?? DEFAULT_TIME_ZONE;
  setDisplayTimeZone(zone);
  return zone;
}

/** 'America/Los_Angeles' as people write it: 'America/Los Angeles'; New York's zone as 'US Eastern'. */
export function timeZoneName(zone: string): string {
  if (zone === DEFAULT_TIME_ZONE) return 'US Eastern';
  return zone.replace(/_/g, ' ');
}
