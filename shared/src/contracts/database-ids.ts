/** PostgreSQL's integer, the type of every id: a larger one names nothing (and fails a query). */
export const DATABASE_ID_MAX = 2_147_483_647;
