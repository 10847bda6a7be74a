// Test support for the apps' suites, not part of the runtime API: @kretsbutiken/database/testing.
export { leaseSchema, type SchemaLease, type SchemaLeaseOptions } from "./schema-pool.ts";
