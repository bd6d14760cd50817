// Every table of the application, gathered for drizzle's relational queries and drizzle-kit.
export * from '../modules/system/system.table';
