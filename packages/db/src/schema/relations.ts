import { relations } from 'drizzle-orm';
import { events } from './events';
import { franchisees } from './franchisees';
import { landingPages } from './landing-pages';
import { messageTemplates } from './message-templates';
import { organizations } from './organizations';
import { parentParticipants, participants } from './participants';
import { payments } from './payments';
import { pledges } from './pledges';
import { reminderSettings } from './reminder-settings';
import { results } from './results';
import { userRoles } from './roles';
import { shares } from './shares';
import { shopProducts, shopProductVariants, shopVendors } from './shop';
import { shopOrderItems, shopOrderStatusChanges, shopOrders } from './shop-orders';
import { teams } from './teams';
import { oauthIdentities, users } from './users';

// The navigations `db.query` offers; foreign keys themselves are declared beside each column.

export const usersRelations = relations(users, ({ many }) => ({
  roles: many(userRoles),
  oauthIdentities: many(oauthIdentities),
  children: many(parentParticipants),
}));

export const oauthIdentitiesRelations = relations(oauthIdentities, ({ one }) => ({
  user: one(users, { fields: [oauthIdentities.userId], references: [users.id] }),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
  organization: one(organizations, { fields: [userRoles.organizationId], references: [organizations.id] }),
  event: one(events, { fields: [userRoles.eventId], references: [events.id] }),
  team: one(teams, { fields: [userRoles.teamId], references: [teams.id] }),
  franchisee: one(franchisees, { fields: [userRoles.franchiseeId], references: [franchisees.id] }),
}));

export const franchiseesRelations = relations(franchisees, ({ many }) => ({
  organizations: many(organizations),
  events: many(events),
}));

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  franchisee: one(franchisees, { fields: [organizations.franchiseeId], references: [franchisees.id] }),
  events: many(events),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  organization: one(organizations, { fields: [events.organizationId], references: [organizations.id] }),
  franchisee: one(franchisees, { fields: [events.franchiseeId], references: [franchisees.id] }),
  teams: many(teams),
  participants: many(participants),
  pledges: many(pledges),
  reminderSettings: many(reminderSettings),
  landingPages: many(landingPages),
}));

export const teamsRelations = relations(teams, ({ one, many }) => ({
  event: one(events, { fields: [teams.eventId], references: [events.id] }),
  participants: many(participants),
  roles: many(userRoles),
}));

export const participantsRelations = relations(participants, ({ one, many }) => ({
  event: one(events, { fields: [participants.eventId], references: [events.id] }),
  team: one(teams, { fields: [participants.teamId], references: [teams.id] }),
  user: one(users, { fields: [participants.userId], references: [users.id] }),
  result: one(results, { fields: [participants.id], references: [results.participantId] }),
  parents: many(parentParticipants),
  pledges: many(pledges),
  payments: many(payments),
  shares: many(shares),
}));

export const parentParticipantsRelations = relations(parentParticipants, ({ one }) => ({
  parent: one(users, { fields: [parentParticipants.parentUserId], references: [users.id] }),
  participant: one(participants, {
    fields: [parentParticipants.participantId],
    references: [participants.id],
  }),
}));

export const pledgesRelations = relations(pledges, ({ one, many }) => ({
  event: one(events, { fields: [pledges.eventId], references: [events.id] }),
  participant: one(participants, { fields: [pledges.participantId], references: [participants.id] }),
  payments: many(payments),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  participant: one(participants, { fields: [payments.participantId], references: [participants.id] }),
  pledge: one(pledges, { fields: [payments.pledgeId], references: [pledges.id] }),
}));

export const resultsRelations = relations(results, ({ one }) => ({
  participant: one(participants, { fields: [results.participantId], references: [participants.id] }),
}));

export const sharesRelations = relations(shares, ({ one }) => ({
  participant: one(participants, { fields: [shares.participantId], references: [participants.id] }),
}));

export const reminderSettingsRelations = relations(reminderSettings, ({ one }) => ({
  event: one(events, { fields: [reminderSettings.eventId], references: [events.id] }),
  messageTemplate: one(messageTemplates, {
    fields: [reminderSettings.messageTemplateId],
    references: [messageTemplates.id],
  }),
}));

export const landingPagesRelations = relations(landingPages, ({ one }) => ({
  event: one(events, { fields: [landingPages.eventId], references: [events.id] }),
}));

export const shopProductsRelations = relations(shopProducts, ({ one, many }) => ({
  vendor: one(shopVendors, { fields: [shopProducts.vendorId], references: [shopVendors.id] }),
  variants: many(shopProductVariants),
}));

export const shopProductVariantsRelations = relations(shopProductVariants, ({ one }) => ({
  product: one(shopProducts, { fields: [shopProductVariants.productId], references: [shopProducts.id] }),
}));

export const shopOrdersRelations = relations(shopOrders, ({ many }) => ({
  items: many(shopOrderItems),
  statusChanges: many(shopOrderStatusChanges),
}));

export const shopOrderItemsRelations = relations(shopOrderItems, ({ one }) => ({
  order: one(shopOrders, { fields: [shopOrderItems.orderId], references: [shopOrders.id] }),
  variant: one(shopProductVariants, {
    fields: [shopOrderItems.variantId],
    references: [shopProductVariants.id],
  }),
}));

export const shopOrderStatusChangesRelations = relations(shopOrderStatusChanges, ({ one }) => ({
  order: one(shopOrders, { fields: [shopOrderStatusChanges.orderId], references: [shopOrders.id] }),
}));
