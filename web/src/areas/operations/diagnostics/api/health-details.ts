// GET /api/health/details: the database engine and schema state, for administrators only (the
// public health answer names neither). Kept with the diagnostics screen so the schema it is
// checked with loads with that screen, not at start-up.
import { HealthDetails } from '@staff-console/domain';
import { apiRequest } from '../../../../lib/api-client';

/** The administrators' health answer (the stored token is sent; anyone else gets 401 or 403). */
export const fetchHealthDetails = (signal?: AbortSignal): Promise<HealthDetails> => apiRequest('/api/health/details', { signal, schema: HealthDetails });
