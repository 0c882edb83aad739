// PUT /api/auth/profile for the two profile forms (docs/RULES.md, "Validation").
import { useMutation } from '@tanstack/react-query';
import { ProfileResponse } from '@staff-console/domain';
import type { ProfileBody } from '@staff-console/domain';
import { apiRequest } from '../../../lib/api-client';

export const putProfile = (body: ProfileBody) => apiRequest('/api/auth/profile', { method: 'PUT', body, schema: ProfileResponse });

export const useUpdateProfile = () => useMutation({ mutationFn: putProfile });
