import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { placesSchema, type Place } from '@elite/shared';
import { apiRequest } from '../../lib/api-client';

/** How long typing pauses before a typed location is looked up. */
const TYPING_PAUSE_MS = 400;

/**
 * The place a typed location names (GET /api/places/search, the server's offline gazetteer),
 * looked up once typing pauses; null while nothing is typed or nothing matches.
 */
export function useTypedPlace(text: string | undefined): Place | null {
  const typed = (text ?? '').trim().slice(0, 200);
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data } = useQuery({
    queryKey: ['places', 'search', settled],
    queryFn: ({ signal }) =>
      apiRequest(`/places/search?q=${encodeURIComponent(settled)}`, {
        schema: placesSchema,
        signal,
      }),
    enabled: settled.length >= 2,
    staleTime: Infinity,
  });
  return settled.length >= 2 ? (data?.places[0] ?? null) : null;
}
