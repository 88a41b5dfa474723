import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.js';

const SURNAMES = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Hoàng', 'Thanh', 'Quốc', 'Ngọc', 'Đức', 'Hữu'];
const GIVEN = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Giang',
  'Hải',
  'Hương',
  'Khoa',
  'Lan',
  'Minh',
  'Nam',
  'Phương',
  'Quỳnh',
  'Sơn',
  'Trang',
  'Yến',
];

const arrayLiteral = (items: string[]) => `ARRAY[${items.map((s) => `'${s}'`).join(',')}]`;

/**
 * `count` staff records generated in the database itself (`INSERT … SELECT generate_series`, a
 * second per 100 000 on PostgreSQL) over 10 areas, 40 zones, 8 positions, 3 offices and 6 units:
 * Vietnamese names (surname × middle × given name, so "nguyen van" matches about 1 in 126), a
 * twentieth inactive, every fifth with a manager, join dates over 12 years. For plan tests and
 * benchmarks; the tables must be empty.
 */
export async function generateStaff(db: Db, count: number): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  await run(`insert into areas (code, name, region)
             select 'KV' || lpad(g::text, 3, '0'), 'Vùng ' || g, (ARRAY['north','central','south'])[1 + g % 3]
             from generate_series(1, 10) g`);
  await run(`insert into zones (code, name, area_id)
             select 'VUNG' || lpad(g::text, 3, '0'), 'Khu vực ' || g, (select id from areas order by id offset (g - 1) / 4 limit 1)
             from generate_series(1, 40) g`);
  await run(`insert into positions (code, name, level)
             select 'CV' || lpad(g::text, 3, '0'), 'Chức vụ ' || g, g from generate_series(1, 8) g`);
  await run(
    `insert into offices (code, name) select 'VP' || lpad(g::text, 3, '0'), 'Văn phòng ' || g from generate_series(1, 3) g`,
  );
  await run(`insert into org_unit_types (code, name) values ('GEN', 'Phòng')`);
  await run(`insert into org_units (code, name, type_id)
             select 'DV' || lpad(g::text, 3, '0'), 'Đơn vị ' || g, (select id from org_unit_types limit 1)
             from generate_series(1, 6) g`);
  await run(`
    with z as (select row_number() over (order by id) - 1 as i, id, area_id from zones),
         p as (select array_agg(id order by id) ids from positions),
         o as (select array_agg(id order by id) ids from offices),
         u as (select array_agg(id order by id) ids from org_units)
    insert into staff (code, fullname, gender, birth_date, id_number, phone, join_date, position_id, office_id,
                       org_unit_id, area_id, zone_id, status, nationality, ethnicity)
    select 'NV' || lpad(g::text, 6, '0'),
           (${arrayLiteral(SURNAMES)})[1 + g % ${SURNAMES.length}] || ' ' ||
           (${arrayLiteral(MIDDLE)})[1 + (g / 7) % ${MIDDLE.length}] || ' ' ||
           (${arrayLiteral(GIVEN)})[1 + (g / 3) % ${GIVEN.length}],
           case when g % 2 = 0 then 'male' else 'female' end,
           date '1970-01-01' + (g % 12000),
           lpad(g::text, 12, '0'),
           '09' || lpad((g * 7919 % 100000000)::text, 8, '0'),
           date '2014-01-01' + (g % 4380),
           p.ids[1 + g % 8], o.ids[1 + g % 3], u.ids[1 + g % 6],
           z.area_id, z.id,
           case when g % 20 = 0 then 'inactive' else 'active' end,
           'VN', '01'
    from generate_series(1, ${count}) g
    join z on z.i = g % 40
    cross join p cross join o cross join u`);
  await run(`update staff set manager_id = id - 1 where id % 5 = 0 and id > (select min(id) from staff)`);
  await run(
    `insert into code_counters (scope, value) values ('staff', ${count}) on conflict (scope) do update set value = excluded.value`,
  );
  await run('vacuum analyze staff');
}
