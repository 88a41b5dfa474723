-- Sold orders per month of creation (order.tables.ts, orderSalesMonths), kept by every statement that
-- writes `orders`: what the statement's rows counted before (old) is taken away, what they count
-- after (new) is added. The sold statuses are the contract's SOLD_ORDER_STATUSES (a test checks).
-- The transition tables exist only for their own events (no new rows on a delete), hence a branch each.
CREATE OR REPLACE FUNCTION order_sales_months_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_sales_months AS s (month, area_id, npp_id, seller_id, order_count, amount)
    SELECT month, area_id, npp_id, seller_id, sum(n), sum(amount) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS month, coalesce(area_id, 0) AS area_id,
             CASE WHEN account_system = 'NPP' THEN account_id ELSE 0 END AS npp_id, coalesce(seller_id, 0) AS seller_id,
             1 AS n, total AS amount
      FROM new_rows WHERE status IN ('approved', 'shipping', 'delivered', 'completed')
    ) moved
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, area_id, npp_id, seller_id)
    DO UPDATE SET order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO order_sales_months AS s (month, area_id, npp_id, seller_id, order_count, amount)
    SELECT month, area_id, npp_id, seller_id, sum(n), sum(amount) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS month, coalesce(area_id, 0) AS area_id,
             CASE WHEN account_system = 'NPP' THEN account_id ELSE 0 END AS npp_id, coalesce(seller_id, 0) AS seller_id,
             -1 AS n, -total AS amount
      FROM old_rows WHERE status IN ('approved', 'shipping', 'delivered', 'completed')
      UNION ALL
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS month, coalesce(area_id, 0) AS area_id,
             CASE WHEN account_system = 'NPP' THEN account_id ELSE 0 END AS npp_id, coalesce(seller_id, 0) AS seller_id,
             1 AS n, total AS amount
      FROM new_rows WHERE status IN ('approved', 'shipping', 'delivered', 'completed')
    ) moved
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, area_id, npp_id, seller_id)
    DO UPDATE SET order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount;
  ELSE
    INSERT INTO order_sales_months AS s (month, area_id, npp_id, seller_id, order_count, amount)
    SELECT month, area_id, npp_id, seller_id, sum(n), sum(amount) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS month, coalesce(area_id, 0) AS area_id,
             CASE WHEN account_system = 'NPP' THEN account_id ELSE 0 END AS npp_id, coalesce(seller_id, 0) AS seller_id,
             -1 AS n, -total AS amount
      FROM old_rows WHERE status IN ('approved', 'shipping', 'delivered', 'completed')
    ) moved
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, area_id, npp_id, seller_id)
    DO UPDATE SET order_count = s.order_count + excluded.order_count, amount = s.amount + excluded.amount;
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
