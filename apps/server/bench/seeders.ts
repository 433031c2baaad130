/** Bulk seeders shared by the benches: each inserts `count` rows in a few set-based statements. */
import { eq, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/password';
import { DEMO_PASSWORD } from '../src/seed/demo';
import type { BenchDb } from './shared';

/** Users spread over the operating departments, all with one password hash (hashing is slow by design). */
export async function seedUsers(db: BenchDb, count: number) {
  const password = await hashPassword(DEMO_PASSWORD);
  const [dispatcher] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'dispatcher'));
  if (!dispatcher) throw new Error('seed has no dispatcher role');
  const depts = [111, 112, 121, 122, 131];
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
      const n = start + i + 1;
      return {
        deptId: depts[n % depts.length] ?? 111,
        userName: `bench.user${String(n).padStart(5, '0')}`,
        nickName: `压测用户${n}`,
        email: `bench${n}@example.com`,
        phonenumber: `139${String(n).padStart(8, '0')}`,
        password,
        status: n % 10 === 0 ? '1' : '0',
        createBy: 'bench',
      };
    });
    const inserted = await db.insert(users).values(rows).returning({ id: users.id });
    // Every bench user is a dispatcher, like most real accounts.
    await db.insert(userRoles).values(inserted.map((row) => ({ userId: row.id, roleId: dispatcher.id })));
  }
}

/** Stores spread over the three centers and the fifteen demo clients, in one statement. */
export async function seedStations(db: BenchDb, count: number) {
  await db.execute(sql`
    insert into base_station (uuid, code, name, client_id, dispatch_center_id, type, province, city, address,
                              longitude, latitude, enable_flag, create_by)
    select 'bench-' || g,
           'BS' || lpad(g::text, 6, '0'),
           '压测门店' || g,
           (select uuid from base_client order by code offset (g % 15) limit 1),
           (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3],
           '1',
           (array['上海市','广东省','香港特别行政区'])[1 + g % 3],
           (array['上海市','广州市','香港'])[1 + g % 3],
           '测试路 ' || g || ' 号',
           121.47 + (g % 100) / 1000.0,
           31.23 + (g % 100) / 1000.0,
           case when g % 10 = 0 then 'N' else 'Y' end,
           'bench'
      from generate_series(1, ${count}) g`);
}

/**
 * Waybills in one statement: waybill g is created (count - g) x 31.5 s ago (a year, about 2,700 a
 * day, inserted oldest first as a live table grows), at center g % 3, from one of the center's warehouses to
 * one of its client stores (the store's client is the waybill's). Older than a week: finished (F) but for some
 * cancelled (C) or still shipped (S); the last week: mostly audited (E) and shipped (S), some open, handed out,
 * held or in transit.
 */
export async function seedWaybills(db: BenchDb, count: number) {
  await db.execute(sql`
    with stores as (
      select dispatch_center_id as center, array_agg(uuid order by code) as ids,
             array_agg(client_id order by code) as clients
        from base_station
       where del_flag = '0' and code like 'S-%' and client_id is not null
       group by dispatch_center_id),
    warehouses as (
      select dispatch_center_id as center, array_agg(uuid order by code) as ids
        from base_station where del_flag = '0' and code like 'W-%' group by dispatch_center_id),
    bills as (
      select g, (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3] as center,
             now() - (${count} - g) * interval '31.536 seconds' as created,
             (g::bigint * 7919) % 100 as r
        from generate_series(1, ${count}) g)
    insert into order_waybill (uuid, code, client_id, dispatch_center_id, ship_from_id, ship_to_id, status,
                               etd, eta, total_quantity, total_cases, total_weight, total_volume, total_pallets,
                               handout_flag, audit_time, create_by, create_time)
    select 'bw-' || g,
           'WB' || to_char(created, 'YYYYMMDD') || lpad(g::text, 7, '0'),
           s.clients[1 + (g / 3) % cardinality(s.ids)],
           b.center,
           w.ids[1 + (g / 3) % cardinality(w.ids)],
           s.ids[1 + (g / 3) % cardinality(s.ids)],
           case when created < now() - interval '7 days'
                then case when r < 92 then 'F' when r < 97 then 'C' else 'S' end
                else case when r < 40 then 'E' when r < 70 then 'S' when r < 80 then 'F' when r < 88 then 'O'
                          when r < 94 then 'D' when r < 97 then 'H' else 'T' end end,
           (created + interval '1 day')::timestamp,
           (created + interval '1 day 6 hours')::timestamp,
           20 + g % 80, 20 + g % 80, 120 + g % 900, 0.5 + (g % 50) / 10.0, 1 + g % 6,
           'N', created + interval '10 minutes', 'bench', created
      from bills b
      join stores s on s.center = b.center
      join warehouses w on w.center = b.center`);
  await db.execute(sql`
    insert into order_waybill_line (uuid, waybill_id, line_no, temperature, quantity, cases, weight, volume, pallets)
    select 'bw-' || g || '-' || n, 'bw-' || g, n,
           case when (g + n) % 2 = 0 then 'FROZEN' else 'CHILLED' end, 10 + g % 40, 10 + g % 40, 60 + g % 450,
           0.25 + (g % 50) / 20.0, 1
      from generate_series(1, ${count}) g, generate_series(1, 2) n
     where n = 1 or g % 3 = 0`);
}

/**
 * Shipments over the past `days` days at the three centers, in one statement: mostly finished, the last two
 * days dispatched or in transit; the seeded carriers and vehicle models.
 */
export async function seedShipments(db: BenchDb, count: number, days = 90) {
  await db.execute(sql`
    with c as (select array_agg(uuid order by code) as ids from base_carrier where del_flag = '0'),
         m as (select array_agg(uuid order by code) as ids from base_vehicle_model
                where jsonb_array_length(temperature_layers) > 0),
         s as (select g, now() - (${count} - g) * (interval '1 day' * ${days} / ${count}) as created
                 from generate_series(1, ${count}) g)
    insert into shipment_shipment (uuid, shipment_code, status, dispatch_center_id, carrier_id, line_type,
      vehicle_main_model_id, station_num, etd, eta, total_weight, total_volume, total_pallets, expected_mileage,
      expected_hours, create_by, create_time)
    select 'lb-' || g, 'LB' || lpad(g::text, 8, '0'),
      case when created > now() - interval '2 days' then (array['D','R','T'])[1 + g % 3] else 'F' end,
      (array['dc-sh','dc-gz','dc-hk'])[1 + g % 3], c.ids[1 + g % cardinality(c.ids)], (1 + g % 3)::text,
      m.ids[1 + g % cardinality(m.ids)], 1 + g % 6, created + interval '1 day', created + interval '1 day 8 hours',
      100 + g % 900, 1 + (g % 40) / 10.0, 1 + g % 8, 20 + g % 180, 2 + (g % 8) / 2.0, 'bench', created
    from s, c, m`);
}
