// The case routes (docs/RULES.md, "Moderation"): list and open (view_moderation); the staff a case
// can be assigned to, open a case, change it, comment, add and remove evidence (moderate; adding
// evidence also needs its log's view permission); the history and evidence a page at a time; the
// printable report, limited per user, and the single-use link that opens it in a browser tab.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RoutesOptions } from '../../../deps/deps';
import {
  AddEvidenceBody,
  CaseActivityPage,
  CaseAssigneesResponse,
  CaseEvidencePage,
  CasePageQuery,
  CaseResponse,
  CasesPage,
  CasesQuery,
  CommentBody,
  CommentResponse,
  CreateCaseBody,
  EvidenceParams,
  EvidenceResponse,
  IdParams,
  OkResponse,
  ReportLinkResponse,
  ReportTicketParams,
  UpdateCaseBody,
} from '@staff-console/domain';
import { access, audit, staffOf } from '../../../http/access';
import { moderationAccess, moderatorOf } from '../moderator';
import { REPORT_CSP } from './case-report.html';
import { caseActivityPage, caseEvidencePage } from './case-pages.service';
import { caseReport } from './case-report.service';
import { addComment, caseAssignees, caseDetail, createCase, listCases, updateCase } from './cases.service';
import { addEvidence, removeEvidence } from './evidence.service';
import { createReportLink, redeemReportLink } from './report-links.service';
import { ReportRate } from './report-rate';

const { view, moderate } = moderationAccess;

export const casesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { deps }) => {
  const { database } = deps;
  const reportRate = new ReportRate();
  app.get('/api/cases', { config: { access: view }, schema: { querystring: CasesQuery, response: { 200: CasesPage } } }, async (request) =>
    listCases(database.db, moderatorOf(request), request.query),
  );
  app.get('/api/cases/assignees', { config: { access: moderate }, schema: { response: { 200: CaseAssigneesResponse } } }, async () => ({
    success: true as const,
    users: await caseAssignees(database.db),
  }));
  app.post(
    '/api/cases',
    { config: { access: moderate, audit: audit.writes('case_created') }, schema: { body: CreateCaseBody, response: { 201: CaseResponse } } },
    async (request, reply) => reply.code(201).send({ success: true, case: await createCase(database, moderatorOf(request), request.body) }),
  );
  app.get('/api/cases/:id', { config: { access: view }, schema: { params: IdParams, response: { 200: CaseResponse } } }, async (request) => ({
    success: true as const,
    case: await caseDetail(database.db, moderatorOf(request), request.params.id),
  }));
  app.patch(
    '/api/cases/:id',
    {
      config: { access: moderate, audit: audit.writes('case_updated') },
      schema: { params: IdParams, body: UpdateCaseBody, response: { 200: CaseResponse } },
    },
    async (request) => ({
      success: true as const,
      case: await updateCase(database, moderatorOf(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/api/cases/:id/evidence',
    {
      config: { access: moderate, audit: audit.writes('evidence_added') },
      schema: { params: IdParams, body: AddEvidenceBody, response: { 201: EvidenceResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true, evidence: await addEvidence(database, moderatorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/api/cases/:id/evidence/:evidenceId',
    { config: { access: moderate, audit: audit.writes('evidence_removed') }, schema: { params: EvidenceParams, response: { 200: OkResponse } } },
    async (request) => {
      await removeEvidence(database, moderatorOf(request), request.params.id, request.params.evidenceId);
      return { success: true as const };
    },
  );
  app.post(
    '/api/cases/:id/comments',
    {
      config: { access: moderate, audit: audit.writes('case_commented') },
      schema: { params: IdParams, body: CommentBody, response: { 201: CommentResponse } },
    },
    async (request, reply) =>
      reply.code(201).send({ success: true, comment: await addComment(database, moderatorOf(request), request.params.id, request.body.text) }),
  );
  app.get(
    '/api/cases/:id/activity',
    { config: { access: view }, schema: { params: IdParams, querystring: CasePageQuery, response: { 200: CaseActivityPage } } },
    async (request) => caseActivityPage(database.db, moderatorOf(request), request.params.id, request.query.before, request.query.limit),
  );
  app.get(
    '/api/cases/:id/evidence',
    { config: { access: view }, schema: { params: IdParams, querystring: CasePageQuery, response: { 200: CaseEvidencePage } } },
    async (request) => caseEvidencePage(database.db, moderatorOf(request), request.params.id, request.query.before, request.query.limit),
  );
  const sendReport = async (request: FastifyRequest, reply: FastifyReply, id: string) => {
    const { html, number } = await caseReport(database, moderatorOf(request), id);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', REPORT_CSP)
      .header('content-disposition', `inline; filename="case-${number}.html"`)
      .send(html);
  };
  app.get(
    '/api/cases/:id/report',
    { config: { access: view, audit: audit.writes('case_report_viewed') }, schema: { params: IdParams } },
    async (request, reply) => {
      reportRate.take(staffOf(request).id);
      return sendReport(request, reply, request.params.id);
    },
  );
  app.post(
    '/api/cases/:id/report-link',
    {
      config: { access: view, audit: audit.exempt('issues a single-use link to the report; opening it records case_report_viewed') },
      schema: { params: IdParams, response: { 201: ReportLinkResponse } },
    },
    async (request, reply) => {
      // The report's allowance is spent here, where the case page can show the refusal.
      reportRate.take(staffOf(request).id);
      return reply.code(201).send({ success: true, ...(await createReportLink(database, staffOf(request), request.params.id)) });
    },
  );
  // No bearer token reaches a page opened in a new tab: the ticket in the link stands for it.
  app.get(
    '/api/cases/:id/report/:ticket',
    { config: { access: access.public, audit: audit.writes('case_report_viewed') }, schema: { params: ReportTicketParams } },
    async (request, reply) => {
      // The request is now this staff member's: the action log and request log name them.
      request.staff = await redeemReportLink(database, request.params.id, request.params.ticket);
      return sendReport(request, reply, request.params.id);
    },
  );
};
