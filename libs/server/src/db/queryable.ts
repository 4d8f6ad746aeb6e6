import type postgres from 'postgres';

/** The pool or a transaction: what a query helper shared by both needs. */
export type Queryable = postgres.ISql;
