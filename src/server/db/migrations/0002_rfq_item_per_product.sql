-- One line per product in an RFQ. Lines that concurrent adds duplicated before this are merged
-- first: the oldest line keeps the summed quantity (and the first note given), the others go.
UPDATE "rfq_items" AS keep SET "quantity" = merged."quantity", "specifications" = merged."specifications"
FROM (
  SELECT min("id") AS "id", sum("quantity")::integer AS "quantity", (array_agg("specifications" ORDER BY "id") FILTER (WHERE "specifications" IS NOT NULL))[1] AS "specifications"
  FROM "rfq_items" GROUP BY "rfq_id", "product_id" HAVING count(*) > 1
) AS merged
WHERE keep."id" = merged."id";--> statement-breakpoint
DELETE FROM "rfq_items" AS extra USING "rfq_items" AS keep
WHERE extra."rfq_id" = keep."rfq_id" AND extra."product_id" = keep."product_id" AND extra."id" > keep."id";--> statement-breakpoint
DROP INDEX "rfq_items_rfq_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_items_rfq_id_product_id_idx" ON "rfq_items" USING btree ("rfq_id","product_id");
