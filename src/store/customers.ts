import type { CustomerRecord, CustomersPort } from "../agent/ports";
import { randomId } from "../lib/crypto";

const COLUMNS: Record<string, string> = {
  firstName: "first_name",
  lastName: "last_name",
  dni: "dni",
  phone: "phone",
  email: "email",
  address: "address",
  city: "city",
};

interface CustomerRow {
  contact: string;
  first_name: string | null;
  last_name: string | null;
  dni: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  extra: string;
  debt: number;
  orders: number;
  spend: number;
}

export function d1Customers(d1: D1Database, workspaceId: string, clock: { now(): number }): CustomersPort {
  return {
    async get(contact) {
      const row = await d1
        .prepare(
          `SELECT c.*, (SELECT COUNT(*) FROM orders o WHERE o.workspace_id = c.workspace_id AND o.contact = c.contact AND o.status != 'cancelled') AS orders,
                  (SELECT COALESCE(SUM(total), 0) FROM orders o WHERE o.workspace_id = c.workspace_id AND o.contact = c.contact AND o.status != 'cancelled') AS spend
             FROM customers c WHERE c.workspace_id = ? AND c.contact = ?`,
        )
        .bind(workspaceId, contact)
        .first<CustomerRow>();
      if (!row) return null;
      const record: CustomerRecord = { contact: row.contact, extra: parseExtra(row.extra), debt: row.debt, orders: row.orders, spend: row.spend };
      if (row.first_name) record.firstName = row.first_name;
      if (row.last_name) record.lastName = row.last_name;
      if (row.dni) record.dni = row.dni;
      if (row.phone) record.phone = row.phone;
      if (row.email) record.email = row.email;
      if (row.address) record.address = row.address;
      if (row.city) record.city = row.city;
      return record;
    },

    async upsert(contact, fields) {
      await customerUpsert(d1, workspaceId, contact, fields, clock.now()).run();
    },
  };
}

/**
 * The statement that writes a customer's given fields (empty ones never overwrite what is on
 * file); the orders store runs it in the order's own batch, so the order's customer row holds
 * exactly what the summary showed.
 */
export function customerUpsert(d1: D1Database, workspaceId: string, contact: string, fields: Record<string, string | undefined>, now: number): D1PreparedStatement {
  const known = Object.entries(fields).filter(([k, v]) => COLUMNS[k] && v) as [string, string][];
  const extra = Object.fromEntries(Object.entries(fields).filter(([k, v]) => !COLUMNS[k] && v));
  const cols = known.map(([k]) => COLUMNS[k]);
  const sets = cols.map((c) => `${c} = excluded.${c}`);
  sets.push("updated_at = excluded.updated_at");
  if (Object.keys(extra).length) sets.push("extra = json_patch(customers.extra, excluded.extra)");
  return d1
    .prepare(
      `INSERT INTO customers (id, workspace_id, contact, ${cols.map((c) => c + ", ").join("")}extra, created_at, updated_at)
       VALUES (?, ?, ?, ${known.map(() => "?, ").join("")}?, ?, ?)
       ON CONFLICT (workspace_id, contact) DO UPDATE SET ${sets.join(", ")}`,
    )
    .bind(randomId("cus_"), workspaceId, contact, ...known.map(([, v]) => v), JSON.stringify(extra), now, now);
}

function parseExtra(json: string): Record<string, string> {
  try {
    const v = JSON.parse(json);
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}
