// Grants or removes admin access from the command line (README "Admin"), for the first owner
// when SHOP_OWNERS is not used, or to let someone in while no owner can sign in:
//   npm run admin:grant -- anna@example.se owner|staff
//   npm run admin:grant -- anna@example.se remove
//   npm run admin:grant -- list
// Uses the shop's own configuration (DATABASE_URL or the SQLite file). The change goes into
// the admin's change log with "cli" as who made it.
import { STAFF_ROLES, type StaffRole } from "../domain/admin/staff-roles.ts";
import { COMMAND_LINE, createAuditLog } from "../server/admin/audit/audit-log.ts";
import { createStaffDirectory } from "../server/admin/staff/staff-directory.ts";
import { readShopConfig } from "../server/config.ts";
import { openShopDatabase } from "../server/database/open-shop-database.ts";

const USAGE = `usage: npm run admin:grant -- <e-mail> <${STAFF_ROLES.join("|")}|remove>
       npm run admin:grant -- list`;

const [email, what] = process.argv.slice(2);
if (!email || (email !== "list" && !what)) {
  console.error(USAGE);
  process.exit(2);
}

const config = readShopConfig(process.env, { servesShoppers: false });
const database = await openShopDatabase(config.database);
try {
  const staff = createStaffDirectory(database.db, {
    owners: config.admin.owners,
    audit: createAuditLog(database.db),
  });
  if (email === "list") {
    for (const member of await staff.list()) {
      console.log(`${member.email}\t${member.role}${member.configured ? "\t(SHOP_OWNERS)" : ""}`);
    }
  } else if (what === "remove") {
    const result = await staff.revoke(COMMAND_LINE, email);
    if (result.ok) console.log(`${email}: removed`);
    else fail(`${email}: ${result.reason}`);
  } else if ((STAFF_ROLES as readonly string[]).includes(what ?? "")) {
    const result = await staff.grant(COMMAND_LINE, email, what as StaffRole, "command_line");
    if (result.ok) console.log(`${email}: ${what}`);
    else fail(`${email}: ${result.reason}`);
  } else {
    fail(USAGE);
  }
} finally {
  await database.destroy();
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}
