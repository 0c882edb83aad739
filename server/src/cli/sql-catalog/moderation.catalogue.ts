// Notes, sanctions and their presets and feed, cases with their activity, evidence and report
// links, and a player's moderation record.
import * as cases from '../../areas/moderation/cases/cases.repository';
import * as reportLinks from '../../areas/moderation/cases/report-links.repository';
import * as playerRecord from '../../areas/players/player-record.repository';
import * as caseActivity from '../../areas/moderation/cases/case-activity.repository';
import * as notes from '../../areas/moderation/notes/notes.repository';
import * as sanctionChanges from '../../areas/moderation/sanctions/sanction-changes.repository';
import * as presets from '../../areas/moderation/sanction-presets/sanction-presets.repository';
import * as sanctions from '../../areas/moderation/sanctions/sanctions.repository';
import type { RepositoryCatalogue } from './catalog';
import { AT, caseRow, evidence, ID, note, preset, reportLink, sanction } from './sample-rows';

const counted = () => [{ n: 0 }];
const moderator = { id: ID, username: 'alice' };
const page = { offset: 50, limit: 25 };

export const moderationCatalogue: RepositoryCatalogue[] = [
  {
    file: 'notes.repository',
    module: notes,
    calls: {
      insertNote: [{ run: ({ db }) => notes.insertNote(db, note) }],
      findNote: [{ run: ({ db }) => notes.findNote(db, ID) }],
      updateNoteText: [{ run: ({ db }) => notes.updateNoteText(db, ID, 'text', AT) }],
      deleteNote: [{ run: ({ db }) => notes.deleteNote(db, ID) }],
      notesOfPlayer: [{ run: ({ db }) => notes.notesOfPlayer(db, 1) }],
      hasModerationRecord: [{ run: ({ db }) => notes.hasModerationRecord(db, 1) }],
    },
  },
  {
    file: 'sanctions.repository',
    module: sanctions,
    calls: {
      insertSanction: [{ run: ({ db }) => sanctions.insertSanction(db, sanction) }],
      findSanction: [{ run: ({ db }) => sanctions.findSanction(db, ID) }],
      sanctionsOfPlayer: [{ run: ({ db }) => sanctions.sanctionsOfPlayer(db, 1) }],
      activeSanction: [{ run: ({ db }) => sanctions.activeSanction(db, 1, 'ban', AT) }],
      lockPlayerSanctions: [{ run: ({ db }) => sanctions.lockPlayerSanctions(db, 1, 'ban'), engine: 'postgres' }],
      markRevoked: [{ run: ({ db }) => sanctions.markRevoked(db, ID, { at: AT, byId: ID, byName: 'alice', reason: 'appeal' }) }],
      setSanctionDelivery: [{ run: ({ db }) => sanctions.setSanctionDelivery(db, ID, ID) }],
      setDeliveryState: [{ run: ({ db }) => sanctions.setDeliveryState(db, ID, ID, 'applied') }],
      setExpiry: [{ run: ({ db }) => sanctions.setExpiry(db, ID, AT) }],
      sanctionsByIds: [{ run: ({ db }) => sanctions.sanctionsByIds(db, [ID, ID]) }],
      listSanctions: [
        { variant: 'unfiltered', run: ({ db }) => sanctions.listSanctions(db, {}, page, AT), answer: counted },
        {
          variant: 'player, type, case, enforcement, active',
          run: ({ db }) => sanctions.listSanctions(db, { userId: 1, type: 'ban', caseId: ID, enforcement: 'failed', status: 'active' }, page, AT),
          answer: counted,
        },
        { variant: 'expired', run: ({ db }) => sanctions.listSanctions(db, { status: 'expired' }, page, AT), answer: counted },
        { variant: 'revoked', run: ({ db }) => sanctions.listSanctions(db, { status: 'revoked' }, page, AT), answer: counted },
      ],
    },
  },
  {
    file: 'sanction-changes.repository',
    module: sanctionChanges,
    calls: {
      appendSanctionChange: [{ run: ({ db }) => sanctionChanges.appendSanctionChange(db, sanction, true, AT), answer: () => [{ value: 1 }] }],
      changesAfter: [{ run: ({ db }) => sanctionChanges.changesAfter(db, 0, 100) }],
    },
  },
  {
    file: 'sanction-presets.repository',
    module: presets,
    calls: {
      listPresets: [{ run: ({ db }) => presets.listPresets(db) }],
      findPreset: [{ run: ({ db }) => presets.findPreset(db, ID) }],
      presetNamed: [{ run: ({ db }) => presets.presetNamed(db, 'spam') }],
      countPresets: [{ run: ({ db }) => presets.countPresets(db), answer: counted }],
      insertPreset: [{ run: ({ db }) => presets.insertPreset(db, preset) }],
      updatePreset: [{ run: ({ db }) => presets.updatePreset(db, ID, { name: 'Spam', name_key: 'spam', steps: '[]', updated_at: AT }) }],
      deletePreset: [{ run: ({ db }) => presets.deletePreset(db, ID) }],
      lockPresets: [{ run: ({ db }) => presets.lockPresets(db), engine: 'postgres' }],
      countingSanctions: [{ run: ({ db }) => presets.countingSanctions(db, ID, 1, 5), answer: counted }],
      presetExists: [{ run: ({ db }) => presets.presetExists(db, ID) }],
    },
  },
  {
    file: 'case-activity.repository',
    module: caseActivity,
    calls: {
      appendActivity: [{ run: ({ db }) => caseActivity.appendActivity(db, ID, 'comment', moderator, { text: 'text' }, AT) }],
      activityPage: [
        { variant: 'first page', run: ({ db }) => caseActivity.activityPage(db, ID, undefined, 50) },
        { variant: 'before a position', run: ({ db }) => caseActivity.activityPage(db, ID, { at: AT, id: ID }, 50) },
      ],
      countActivity: [
        { variant: 'all', run: ({ db }) => caseActivity.countActivity(db, ID), answer: counted },
        { variant: 'of a type', run: ({ db }) => caseActivity.countActivity(db, ID, 'comment'), answer: counted },
      ],
      caseExists: [{ run: ({ db }) => caseActivity.caseExists(db, ID) }],
      touchCase: [{ run: ({ db }) => caseActivity.touchCase(db, ID, AT) }],
    },
  },
  {
    file: 'cases.repository',
    module: cases,
    calls: {
      insertCase: [{ run: ({ db }) => cases.insertCase(db, caseRow) }],
      findCase: [{ run: ({ db }) => cases.findCase(db, ID) }],
      lockCase: [{ run: ({ db, engine }) => cases.lockCase(db, engine, ID) }],
      updateCase: [{ run: ({ db }) => cases.updateCase(db, ID, { status: 'closed', resolution: 'done', updated_at: AT }) }],
      setCasePlayers: [
        { variant: 'two players', run: ({ db }) => cases.setCasePlayers(db, ID, [1, 2]) },
        { variant: 'none', run: ({ db }) => cases.setCasePlayers(db, ID, []) },
      ],
      addCasePlayers: [{ run: ({ db }) => cases.addCasePlayers(db, ID, [1, 2]) }],
      playersOfCases: [{ run: ({ db }) => cases.playersOfCases(db, [ID, ID]) }],
      listCases: [
        { variant: 'unfiltered', run: ({ db }) => cases.listCases(db, {}, page), answer: counted },
        {
          variant: 'every filter',
          run: ({ db }) => cases.listCases(db, { status: 'open', assigneeId: ID, player: 1, search: 'spam' }, page),
          answer: counted,
        },
      ],
      insertEvidence: [{ run: ({ db }) => cases.insertEvidence(db, evidence) }],
      findEvidenceByRef: [{ run: ({ db }) => cases.findEvidenceByRef(db, ID, 'chat', ID) }],
      findEvidence: [{ run: ({ db }) => cases.findEvidence(db, ID, ID) }],
      deleteEvidence: [{ run: ({ db }) => cases.deleteEvidence(db, ID) }],
      evidencePage: [
        { variant: 'first page', run: ({ db }) => cases.evidencePage(db, ID, undefined, 50) },
        { variant: 'before a position', run: ({ db }) => cases.evidencePage(db, ID, { at: AT, id: ID }, 50) },
      ],
      countEvidence: [{ run: ({ db }) => cases.countEvidence(db, ID), answer: counted }],
      sanctionsOfCase: [{ run: ({ db }) => cases.sanctionsOfCase(db, ID, 20), answer: counted }],
    },
  },
  {
    file: 'report-links.repository',
    module: reportLinks,
    calls: {
      insertReportLink: [{ run: ({ db }) => reportLinks.insertReportLink(db, reportLink, AT) }],
      takeReportLink: [{ run: ({ db }) => reportLinks.takeReportLink(db, 'hash', ID) }],
    },
  },
  {
    file: 'player-record.repository',
    module: playerRecord,
    calls: {
      sanctionCounts: [{ run: ({ db }) => playerRecord.sanctionCounts(db, 1) }],
      noteCount: [{ run: ({ db }) => playerRecord.noteCount(db, 1), answer: counted }],
      openCases: [{ run: ({ db }) => playerRecord.openCases(db, 1, 5), answer: counted }],
    },
  },
];
