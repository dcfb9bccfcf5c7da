import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ownerId } from './identity';
import { plants } from './reference';
import { sponsors } from './sponsors';

/** Product categories of partner products (GET partnerproducts/0/productCategories). */
export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A partner's product (SPEC §3 Product); money and quantities kept exact as numeric. */
export const partnerProducts = pgTable(
  'partner_products',
  {
    id: serial('id').primaryKey(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull().default(''),
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull().default(''),
    productSize: text('product_size').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull().default('0'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('USD'),
    url: text('url').notNull().default(''),
    imagePath: text('image_path').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index('partner_products_category_idx').on(table.productCategoryId)],
);

/**
 * Which products suit which plants (GET Plants/{id}/SuggestProducts/): by plant, or by a
 * care category for every plant of a plant category.
 */
export const productPlants = pgTable(
  'product_plants',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => partnerProducts.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.plantId] }),
    index('product_plants_plant_idx').on(table.plantId),
  ],
);

/** Subscription prompts shown in the mobile app (SPEC §3 Purchase prompt). */
export const purchasePrompts = pgTable('purchase_prompts', {
  id: serial('id').primaryKey(),
  /** Days since sign-up the prompt is for; -1 = exit the app on cancel. */
  day: integer('day').notNull(),
  title: text('title').notNull().default(''),
  subTitle: text('sub_title').notNull().default(''),
  icons: text('icons').notNull().default(''),
  content: text('content').notNull().default(''),
  reviewImage: text('review_image').notNull().default(''),
  subscribeButtonText: text('subscribe_button_text').notNull().default('Subscribe Now!'),
  laterButtonText: text('later_button_text').notNull().default("I'll Decide Later"),
});

/** What a gardener did with the last prompt (PUT users/{uid}/LastPromptPurchase). */
export const purchasePromptResponses = pgTable(
  'purchase_prompt_responses',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    lastPurchasePromptDay: integer('last_purchase_prompt_day').notNull(),
    referralCode: text('referral_code').notNull().default(''),
    linkClick: integer('link_click').notNull().default(0),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('purchase_prompt_responses_user_idx').on(table.userId)],
);

/** Store purchases reported by the wrapper (PUT users/{uid}/PurchaseSubscription). */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull(),
    transactionReceipt: text('transaction_receipt').notNull(),
    deviceOs: text('device_os').notNull(),
    /** Set by the payments provider once the store confirmed the receipt. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * What the store said of the receipt (features/purchases): 'unverified' (not asked: no
     * store credentials, or the store could not be reached), 'active', 'expired', 'refunded'
     * or 'rejected' (the store does not know it). Only an active one, before `expiresAt`, grants.
     */
    storeStatus: text('store_status').notNull().default('unverified'),
    /** When the subscription ends, as the store says (never the client's dates). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The store's own id of the subscription (purchase token, original transaction id). */
    storeReference: text('store_reference'),
    /** When the store was last asked. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchases_user_idx').on(table.userId),
    // One store subscription belongs to one gardener: a receipt cannot be replayed by another.
    uniqueIndex('purchases_store_reference_idx').on(table.deviceOs, table.storeReference),
  ],
);
