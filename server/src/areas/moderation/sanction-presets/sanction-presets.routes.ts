// Sanction presets (docs/RULES.md, "Moderation"): the list (view_moderation: the issue dialog and
// the sanction screens read it, with whether Open Cloud is configured), their changes
// (administrators, in the action log), and the next step for a player under one (moderate).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  IdParams,
  OkResponse,
  PlayerParams,
  SANCTION_PRESET_ACTIONS,
  SanctionPresetBody,
  SanctionPresetPatch,
  SanctionPresetResponse,
  SanctionPresetsResponse,
  SanctionSuggestionQuery,
  SanctionSuggestionResponse,
} from '@staff-console/domain';
import { actorOf } from '../../../action-log/record';
import { access, audit } from '../../../http/access';
import { openCloudConfigured } from '../sanctions/ban-enforcement';
import { createPreset, deletePreset, listPresets, suggestion, updatePreset } from './sanction-presets.service';

export const sanctionPresetsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.get(
    '/api/sanction-presets',
    { config: { access: access.permission('view_moderation') }, schema: { response: { 200: SanctionPresetsResponse } } },
    async () => ({ success: true as const, presets: await listPresets(deps.database), openCloudConfigured: openCloudConfigured(deps.config) }),
  );
  app.post(
    '/api/sanction-presets',
    {
      config: { access: access.admin, audit: audit.writes(SANCTION_PRESET_ACTIONS.created) },
      schema: { body: SanctionPresetBody, response: { 201: SanctionPresetResponse } },
    },
    async (request, reply) => reply.code(201).send({ success: true, preset: await createPreset(deps.database, actorOf(request), request.body) }),
  );
  app.patch(
    '/api/sanction-presets/:id',
    {
      config: { access: access.admin, audit: audit.writes(SANCTION_PRESET_ACTIONS.updated) },
      schema: { params: IdParams, body: SanctionPresetPatch, response: { 200: SanctionPresetResponse } },
    },
    async (request) => ({ success: true as const, preset: await updatePreset(deps.database, actorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/sanction-presets/:id',
    { config: { access: access.admin, audit: audit.writes(SANCTION_PRESET_ACTIONS.deleted) }, schema: { params: IdParams, response: { 200: OkResponse } } },
    async (request) => {
      await deletePreset(deps.database, actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
  app.get(
    '/api/players/:userId/sanction-suggestion',
    {
      config: { access: access.permission('moderate') },
      schema: { params: PlayerParams, querystring: SanctionSuggestionQuery, response: { 200: SanctionSuggestionResponse } },
    },
    async (request) => ({ success: true as const, suggestion: await suggestion(deps, request.params.userId, request.query.presetId) }),
  );
};
