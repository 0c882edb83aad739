import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  LoginResponse,
  LoginTwoFactorBody,
  OkResponse,
  RecoveryCodes,
  StepUpBody,
  TwoFactorCodeBody,
  TwoFactorDisableBody,
  TwoFactorSetup,
  UserIdParams,
} from '@staff-console/domain';
import { access, audit, callerOf } from '../../../http/access';
import * as service from './two-factor.service';

export const twoFactorRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  app.post(
    '/api/auth/login/2fa',
    { config: { access: access.public, audit: audit.writes('login', 'login_failed') }, schema: { body: LoginTwoFactorBody, response: { 200: LoginResponse } } },
    async (request) => service.completeSignIn(deps, callerOf(request), request.body),
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      config: { access: access.authenticated, beforeTwoFactor: true, audit: audit.writes('two_factor_setup_started') },
      schema: { response: { 200: TwoFactorSetup } },
    },
    async (request) => service.beginSetup(deps, callerOf(request)),
  );

  app.post(
    '/api/auth/two-factor/enable',
    {
      config: { access: access.authenticated, beforeTwoFactor: true, audit: audit.writes('two_factor_enabled') },
      schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodes } },
    },
    async (request) => service.enable(deps, callerOf(request), request.body),
  );

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: { access: access.authenticated, audit: audit.writes('recovery_codes_regenerated') },
      schema: { body: TwoFactorCodeBody, response: { 200: RecoveryCodes } },
    },
    async (request) => service.regenerateRecoveryCodes(deps, callerOf(request), request.body),
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: { access: access.authenticated, audit: audit.writes('two_factor_disabled') },
      schema: { body: TwoFactorDisableBody, response: { 200: OkResponse } },
    },
    async (request) => service.disable(deps, callerOf(request), request.body),
  );

  app.delete(
    '/api/auth/users/:id/two-factor',
    // The step-up confirmation travels in the body: optional, as only another administrator needs it.
    {
      config: { access: access.admin, audit: audit.writes('two_factor_reset', 'step_up_failed') },
      schema: { params: UserIdParams, body: StepUpBody.nullish(), response: { 200: OkResponse } },
    },
    async (request) => service.resetFor(deps, callerOf(request), request.params.id, request.body),
  );
};
