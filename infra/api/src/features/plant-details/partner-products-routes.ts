import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idPathSchema,
  plantPathSchema,
  productByIdResponseSchema,
  productCategoriesResponseSchema,
  suggestedProductsResponseSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { productById, productCategoryList } from './partner-products';
import { suggestedProducts } from './suggested-products';

const refused = { 400: errorBodySchema, 404: errorBodySchema };

/** SPEC §7 "Partner products" and the products suggested for a plant. */
export const partnerProductRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/partnerproducts/0/productCategories',
    {
      schema: {
        summary: 'Partner product categories',
        response: { 200: productCategoriesResponseSchema },
      },
    },
    async () => productCategoryList(db),
  );

  app.get(
    '/partnerproducts/:id/getById',
    {
      // Products are the partners' public catalogue, not anything a gardener owns.
      config: { idScope: 'reference' },
      schema: {
        summary: 'One active partner product with the product categories',
        params: idPathSchema,
        response: { 200: productByIdResponseSchema, ...refused },
      },
    },
    async (request) => productById(db, request.params.id),
  );

  app.get(
    '/Plants/:id/SuggestProducts',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: 'Partner products for the plant: linked to it, then suited to its category ([] when none)',
        params: plantPathSchema,
        response: { 200: suggestedProductsResponseSchema, ...refused },
      },
    },
    async (request) => suggestedProducts(db, request.params.id),
  );
};
