-- Issue 16, bounds: amounts that grow with conversions, quantities and time are 64-bit. A book priced
-- at the contract's maximum (1,000,000 in its currency) is about 7e10 kobo in naira, past an int4;
-- an order of 99 copies of it, a seller's sales and a voiceover offer's price likewise. Files over
-- 2 GiB (a long audiobook, a WAV delivery) need 64-bit sizes too. int8 columns read back as numbers
-- (connection.ts), exact up to 2^53, far above anything the contract lets in.
ALTER TABLE book_prices ALTER COLUMN amount TYPE bigint;

ALTER TABLE orders
  ALTER COLUMN subtotal_amount TYPE bigint,
  ALTER COLUMN delivery_fee_amount TYPE bigint,
  ALTER COLUMN total_amount TYPE bigint;

ALTER TABLE order_items
  ALTER COLUMN unit_amount TYPE bigint,
  ALTER COLUMN total_amount TYPE bigint;

ALTER TABLE payments ALTER COLUMN amount TYPE bigint;

ALTER TABLE revenues
  ALTER COLUMN amount TYPE bigint,
  ALTER COLUMN gross_amount TYPE bigint,
  ALTER COLUMN fee_amount TYPE bigint;

ALTER TABLE withdrawals
  ALTER COLUMN amount TYPE bigint,
  ALTER COLUMN fee_amount TYPE bigint;

ALTER TABLE voiceover_offers ALTER COLUMN amount TYPE bigint;
ALTER TABLE vo_orders ALTER COLUMN amount TYPE bigint;

ALTER TABLE books ALTER COLUMN file_size_bytes TYPE bigint;
ALTER TABLE book_audio_files ALTER COLUMN size_bytes TYPE bigint;
ALTER TABLE voiceover_deliveries ALTER COLUMN size_bytes TYPE bigint;

-- Reading positions are percentages the contract takes as any double in 0..100; a real (float4)
-- cannot hold some of them (3.4e-99 underflows: a 500), and rounds the rest. Doubles hold them all.
ALTER TABLE library_items ALTER COLUMN progress TYPE double precision;
ALTER TABLE library_annotations ALTER COLUMN percent TYPE double precision;
