-- Sold orders per month of creation (order.tables.ts, orderSalesMonths), kept by every statement that
-- writes `orders`: what the statement's rows counted before (old) is taken away, what they count
-- after (new) is added. The sold statuses are the contract's SOLD_ORDER_STATUSES (a test checks).
-- One order's part in the totals: `direction` 1 counts it, -1 takes it away; no row unless sold.
CREATE OR REPLACE FUNCTION order_sales_part(o orders, direction int) RETURNS order_sales_months AS $$
  SELECT date_trunc('month', o.created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, coalesce(o.area_id, 0),
         CASE WHEN o.account_system = 'NPP' THEN o.account_id ELSE 0 END, coalesce(o.seller_id, 0),
         direction, direction * o.total
  WHERE o.status IN ('approved', 'shipping', 'delivered', 'completed')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Adds a statement's parts to the totals, in key order (two statements never wait on each other's
-- rows the other way round).
CREATE OR REPLACE FUNCTION order_sales_months_add(parts order_sales_months[]) RETURNS void AS $$
  INSERT INTO order_sales_months AS s (month, area_id, npp_id, seller_id, order_count, amount)
  SELECT month, area_id, npp_id, seller_id, sum(order_count), sum(amount) FROM unnest(parts)
  WHERE month IS NOT NULL
  GROUP BY 1, 2, 3, 4 HAVING sum(order_count) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT (month, area_id, npp_id, seller_id)
  DO UPDATE SET order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A transition table exists only for its own events (no new rows on a delete): a branch each.
CREATE OR REPLACE FUNCTION order_sales_months_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_sales_months_add(array(SELECT order_sales_part(n, 1) FROM new_rows n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_sales_months_add(array(
      SELECT order_sales_part(o, -1) FROM old_rows o UNION ALL SELECT order_sales_part(n, 1) FROM new_rows n));
  ELSE
    PERFORM order_sales_months_add(array(SELECT order_sales_part(o, -1) FROM old_rows o));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
CREATE TRIGGER orders_sales_months_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sales_months_apply();
--> statement-breakpoint
-- Bulk loads (the demo seed, imports) run with session_replication_role = replica, which skips
-- ordinary triggers; the monthly totals must follow those rows too.
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_insert;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_update;
--> statement-breakpoint
ALTER TABLE orders ENABLE ALWAYS TRIGGER orders_sales_months_delete;
